import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Publication } from './types';

/** A channel as it was when the process stopped: its epoch, top offset and retained history. */
export interface PersistedChannel {
  channel: string;
  epoch: string;
  offset: number;
  expiresAt: number;
  /** Oldest first; only publications still within retention. */
  history: Publication[];
}

/**
 * Where the one-node broker keeps its history so a restart does not lose it (the embedded
 * default: a SQLite file beside the database). Synchronous, as better-sqlite3 is: a publish
 * costs one small write transaction.
 */
export interface HistoryPersistence {
  /** Every channel with a position; history past `now` is dropped (expired while down). */
  load(now: number): PersistedChannel[];
  /** Records a channel's epoch/offset (first use, or a publication without history). */
  saveChannel(channel: string, epoch: string, offset: number, expiresAt: number): void;
  /** Stores a publication and drops the channel's publications below `keepFrom`. */
  append(publication: Publication, expiresAt: number, keepFrom: number): void;
  close(): void;
}

/**
 * History in a SQLite file of its own (WAL; not the store's file, so publishes never wait for
 * the store's write transactions). `:memory:` works for tests.
 */
export function openSqliteHistory(file: string): HistoryPersistence {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS realtime_channel (
      channel TEXT PRIMARY KEY, epoch TEXT NOT NULL, offset INTEGER NOT NULL, expires_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS realtime_publication (
      channel TEXT NOT NULL, offset INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (channel, offset)
    ) WITHOUT ROWID;
  `);
  const upsertChannel = db.prepare(
    `INSERT INTO realtime_channel (channel, epoch, offset, expires_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(channel) DO UPDATE SET epoch = excluded.epoch, offset = excluded.offset, expires_at = excluded.expires_at`,
  );
  const insertPublication = db.prepare('INSERT OR REPLACE INTO realtime_publication (channel, offset, data) VALUES (?, ?, ?)');
  const trim = db.prepare('DELETE FROM realtime_publication WHERE channel = ? AND offset < ?');
  const append = db.transaction((publication: Publication, expiresAt: number, keepFrom: number) => {
    upsertChannel.run(publication.channel, publication.epoch, publication.offset, expiresAt);
    insertPublication.run(publication.channel, publication.offset, publication.data);
    trim.run(publication.channel, keepFrom);
  });
  const load = db.transaction((now: number): PersistedChannel[] => {
    // History that expired while the node was down is gone; positions (epoch, offset) stay.
    db.prepare('DELETE FROM realtime_publication WHERE channel IN (SELECT channel FROM realtime_channel WHERE expires_at <= ?)').run(now);
    const channels = db.prepare('SELECT channel, epoch, offset, expires_at AS expiresAt FROM realtime_channel').all() as Omit<PersistedChannel, 'history'>[];
    const byChannel = new Map<string, PersistedChannel>(channels.map((row) => [row.channel, { ...row, history: [] }]));
    const rows = db.prepare('SELECT channel, offset, data FROM realtime_publication ORDER BY channel, offset').all() as { channel: string; offset: number; data: string }[];
    for (const row of rows) {
      const channel = byChannel.get(row.channel);
      if (channel) channel.history.push({ channel: row.channel, offset: row.offset, epoch: channel.epoch, data: row.data });
    }
    return [...byChannel.values()];
  });
  return {
    load: (now) => load(now),
    saveChannel: (channel, epoch, offset, expiresAt) => void upsertChannel.run(channel, epoch, offset, expiresAt),
    append: (publication, expiresAt, keepFrom) => void append(publication, expiresAt, keepFrom),
    close: () => db.close(),
  };
}
