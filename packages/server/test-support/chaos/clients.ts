import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';

/** The room every chaos client watches: the seeded running match, streamer 301, vn. */
export const ROOM = { matchId: 51230001, anchorId: 301, lang: 'vn' } as const;
export const CHAOS_PREFIX = 'chaos:';

export interface Answer {
  status: number;
  body: { Code: number; Result: unknown; Error: unknown } | null;
  replayed: boolean;
}

/** One HTTP call; a network failure answers status 0. */
export async function call(base: string, method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { Token: token } : {}), ...headers },
      body: payload !== undefined ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let body: Answer['body'] = null;
    try { body = JSON.parse(text) as Answer['body']; } catch { body = null; }
    return { status: res.status, body, replayed: res.headers.get('idempotent-replayed') === 'true' };
  } catch {
    return { status: 0, body: null, replayed: false };
  }
}

export async function login(base: string, userKey: string): Promise<string> {
  for (let i = 0; ; i++) {
    const a = await call(base, 'POST', '/Demo/Login', null, { UserKey: userKey, UserLanguage: 'en' });
    if (a.body?.Code === 200) return (a.body.Result as { Token: string }).Token;
    if (i > 20) throw new Error(`login ${userKey} failed: ${JSON.stringify(a)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

interface Position { Seq: number; Epoch: string }

/**
 * A viewer as the widget behaves: the official SignalR client (WebSockets, no negotiation)
 * through the load balancer, joined to the room; it reconnects forever, re-joins with its last
 * position, drops events it already has (same epoch, Seq not above its own) and reloads the
 * history over HTTP when the server says it could not recover.
 */
export class Viewer {
  readonly connection: HubConnection;
  /** Chaos messages in the order this viewer shows them. */
  readonly view: string[] = [];
  private readonly seen = new Set<string>();
  position: Position | null = null;
  joins = 0;
  reloads = 0;
  droppedDuplicates = 0;
  gaps = 0;
  lastJoinAt = 0;

  constructor(readonly base: string, private readonly token: string, private readonly group: string) {
    this.connection = new HubConnectionBuilder()
      .withUrl(`${base}/chatroomhub`, { skipNegotiation: true, transport: HttpTransportType.WebSockets })
      .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (ctx) => Math.min(2000, 200 * (ctx.previousRetryCount + 1)) })
      .configureLogging(LogLevel.None)
      .build();
    this.connection.serverTimeoutInMilliseconds = 10_000;
    this.connection.on('MessagePush', (payload: { Message: string }, position?: Position & { Group: string }) => this.onPush(payload, position));
    this.connection.onreconnected(() => void this.join().catch(() => this.connection.stop().then(() => this.start()).catch(() => undefined)));
    this.connection.onclose(() => {
      // The automatic policy never gives up; a close only follows a failed rejoin: start again.
      if (!this.stopped) setTimeout(() => void this.start().catch(() => undefined), 500);
    });
  }

  get connected(): boolean {
    return this.connection.state === HubConnectionState.Connected;
  }

  async start(): Promise<void> {
    if (this.starting) return;
    this.starting = true;
    try {
      await this.startLoop();
    } finally {
      this.starting = false;
    }
  }

  private async startLoop(): Promise<void> {
    while (!this.stopped) {
      try {
        if (this.connection.state === HubConnectionState.Disconnected) await this.connection.start();
        if (this.connection.state === HubConnectionState.Connected) {
          await this.join();
          return;
        }
      } catch {
        // retry below
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  /** Leaves for good: no restart after the close (onclose only adds handlers, so a flag). */
  stop(): Promise<void> {
    this.stopped = true;
    return this.connection.stop();
  }

  private add(text: string): void {
    if (!text.startsWith(CHAOS_PREFIX)) return;
    if (this.seen.has(text)) return;
    this.seen.add(text);
    this.view.push(text);
  }

  private onPush(payload: { Message: string }, position?: Position & { Group: string }): void {
    if (position && this.position && position.Epoch === this.position.Epoch) {
      if (position.Seq <= this.position.Seq) {
        this.droppedDuplicates += 1;
        return;
      }
      if (position.Seq > this.position.Seq + 1) this.gaps += 1;
    }
    if (position) this.position = { Seq: position.Seq, Epoch: position.Epoch };
    if (payload.Message.startsWith(CHAOS_PREFIX) && this.seen.has(payload.Message)) {
      // Already shown: reconciled when it came from a history reload, else a real duplicate.
      if (this.reloaded.has(payload.Message)) this.reconciled += 1;
      else this.duplicates += 1;
      return;
    }
    this.add(payload.Message);
  }

  /** Deliveries of a message already shown (must stay 0 outside reload reconciliation). */
  duplicates = 0;
  /** Live deliveries of a message a history reload had already shown (the widget merges them). */
  reconciled = 0;
  private readonly reloaded = new Set<string>();

  private chain: Promise<void> = Promise.resolve();
  private starting = false;
  private stopped = false;

  /** Joins (or re-joins) the room; joins run one at a time. */
  join(): Promise<void> {
    const next = this.chain.then(() => this.joinOnce());
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async joinOnce(): Promise<void> {
    const since = this.position;
    const result = await this.connection.invoke('AddChatRoomGroup', ROOM.matchId, ROOM.lang, ROOM.anchorId, this.group, this.token, '', true, since) as {
      Group: string; Position?: Position; Recovered?: boolean;
    };
    this.joins += 1;
    this.lastJoinAt = Date.now();
    if (since && result.Recovered === true) return;
    // First join, or history could not serve us: reload the room over HTTP (oldest first).
    if (result.Position) this.position = result.Position;
    if (since) this.reloads += 1;
    const qs = new URLSearchParams({ MatchId: String(ROOM.matchId), AnchorLanguage: ROOM.lang, AnchorId: String(ROOM.anchorId), GroupName: this.group });
    for (let i = 0; i < 20; i++) {
      const mark = this.view.length;
      const res = await call(this.base, 'GET', `/Message?${qs}`, this.token);
      if (res.body?.Code === 200) {
        // History (oldest first, the newest 150) is the authority for what it covers: what the
        // viewer had outside it is older and stays first; the rest takes history's order.
        const history = (res.body.Result as { Messages: Array<{ Message: string }> }).Messages
          .map((m) => m.Message).filter((m) => m.startsWith(CHAOS_PREFIX));
        const inHistory = new Set(history);
        const older = this.view.slice(0, mark).filter((m) => !inHistory.has(m));
        const newer = this.view.slice(mark).filter((m) => !inHistory.has(m));
        for (const m of history) if (!this.seen.has(m)) this.reloaded.add(m);
        this.view.splice(0, this.view.length, ...older, ...history, ...newer);
        for (const m of history) this.seen.add(m);
        return;
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error('history reload failed');
  }
}
