/**
 * The peer of the e2e fan-out bench: a Socket.IO 4 server doing the same HTTP-to-room job as
 * Sideline's chat — `POST /MessagePush` with a member token: the token checked, the body parsed
 * and validated, the line stored in SQLite (better-sqlite3, WAL, as the embedded default), then
 * broadcast to the room with its in-memory adapter. Every viewer is in the room on connection.
 */
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Server as SocketIOServer } from 'socket.io';

const tokens = new Map((process.argv[2] ?? '').split(',').map((token, i) => [token, { customerId: 900_001 + i, nickname: `Load${i + 1}` }]));
const db = new Database(path.join(mkdtempSync(path.join(tmpdir(), 'sideline-e2e-peer-')), 'peer.db'));
db.pragma('journal_mode = WAL');
db.exec('CREATE TABLE messages (id INTEGER PRIMARY KEY, customer_id INTEGER, nickname TEXT, message TEXT, match_id INTEGER, created_at INTEGER)');
const insert = db.prepare('INSERT INTO messages (customer_id, nickname, message, match_id, created_at) VALUES (?, ?, ?, ?, ?)');
const ROOM = 'match:51230001:vn:301';

const http = createServer((req, res) => {
  const answer = (status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (req.method !== 'POST' || req.url !== '/MessagePush') return answer(404, { Code: 404 });
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const member = tokens.get(String(req.headers.token ?? ''));
    if (!member) return answer(401, { Code: 401 });
    let body: { Message?: unknown; MatchId?: unknown; Type?: unknown; Color?: unknown };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
    } catch {
      return answer(400, { Code: 400 });
    }
    if (typeof body.Message !== 'string' || body.Message.length === 0 || body.Message.length > 500 || typeof body.MatchId !== 'number') return answer(400, { Code: 400 });
    const now = Date.now();
    insert.run(member.customerId, member.nickname, body.Message, body.MatchId, now);
    io.to(ROOM).emit('MessagePush', { CustomerId: member.customerId, Nickname: member.nickname, Message: body.Message, Timestamp: now, Type: body.Type ?? 1, Color: body.Color ?? 0 });
    answer(200, { Code: 200, Result: { IsSend: true }, Error: null });
  });
});
const io = new SocketIOServer(http, { transports: ['websocket'], perMessageDeflate: false, serveClient: false });
io.on('connection', (socket) => void socket.join(ROOM));
http.listen(0, '127.0.0.1', () => process.send?.({ type: 'listening', port: (http.address() as { port: number }).port }));
