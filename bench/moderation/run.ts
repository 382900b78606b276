/**
 * Moderation benchmark: how fast a moderator's action reaches every viewer of a room.
 * The real app (server.ts, its own process) and N raw SignalR viewers joined to one room
 * (clients.ts, another process). Measured from the start of the HTTP call to the instant the
 * last of the N viewers received the resulting hub event, for:
 *  - delete: POST DeleteChatMessage → DeleteMessages;
 *  - mute:   POST MutePlayer (HideLines) → PushGetMessageEvent (history reload);
 *  - peer:   POST MessagePush of a chat line → MessagePush (the same run's chat delivery).
 * Goal: p99 ≤ 250 ms and ≤ 1.5× the chat peer's p99. Usage: `npx tsx bench/moderation/run.ts [N] [rounds]`
 * (default 1000 viewers, 40 rounds of each).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { percentile, wallNow } from '../fanout/shared';

const VIEWERS = Number(process.argv[2]) || 1000;
const ROUNDS = Number(process.argv[3]) || 40;
const ROOM = { matchId: 51230001, lang: 'vn', anchorId: 301 };
const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

function child(file: string, args: string[]): ChildProcess {
  return fork(here(file), args, { execArgv: ['--import', 'tsx', '--max-old-space-size=2048'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

function next<T>(proc: ChildProcess, type: string, timeoutMs = 120_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} in time`)), timeoutMs);
    const on = (m: { type: string }) => {
      if (m.type !== type) return;
      clearTimeout(timer);
      proc.off('message', on);
      resolve(m as T);
    };
    proc.on('message', on);
  });
}

const server = child('./server.ts', []);
const children: ChildProcess[] = [server];
// A failed run must not leave the server or the viewers behind.
process.on('exit', () => {
  for (const c of children) c.kill();
});
process.on('uncaughtException', (err) => {
  console.error(err);
  process.exit(1);
});
const { port, owner } = await next<{ port: number; owner: { email: string; password: string } }>(server, 'ready');
const base = `http://127.0.0.1:${port}`;

async function http(path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST'): Promise<{ status: number; json: { Result: any; Error: unknown }; setCookie: string }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(`${base}${path}`, {
    method, headers: method === 'POST' ? { 'content-type': 'application/json', ...headers } : headers, body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() as { Result: any; Error: unknown }, setCookie: res.headers.get('set-cookie') ?? '' }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function staffSignIn(email: string, password: string) {
  const res = await http('/backoffice/api/auth/login', { Email: email, Password: password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.json)}`);
  return { cookie: /sideline_staff=([^;]+)/.exec(res.setCookie)![1]!, csrf: res.json.Result.CsrfToken as string };
}
const ownerSession = await staffSignIn(owner.email, owner.password);
const staffHeaders = (s: { cookie: string; csrf: string }) => ({ cookie: `sideline_staff=${s.cookie}`, 'x-csrf-token': s.csrf });
await http('/backoffice/api/staff/add', { Email: 'bench-mod@sideline.local', DisplayName: 'Mod', Role: 'moderator', Password: 'bench-moderator-1' }, staffHeaders(ownerSession));
const mod = staffHeaders(await staffSignIn('bench-mod@sideline.local', 'bench-moderator-1'));

const member = (await http('/Demo/Login', { UserKey: 'member', UserLanguage: 'en' })).json.Result.Token as string;
const viewerToken = (await http('/Demo/Login', { UserKey: 'vip5', UserLanguage: 'en' })).json.Result.Token as string;
const group = (await http('/CheckSiteGroup', {}, { Token: member })).json.Result.GroupName as string;

const clients = child('./clients.ts', [String(port), String(VIEWERS), String(ROOM.matchId), ROOM.lang, String(ROOM.anchorId), group, viewerToken]);
children.push(clients);
const done = new Map<string, number>();
const waiters = new Map<string, (at: number) => void>();
clients.on('message', (m: { type: string; key?: string; at?: number }) => {
  if (m.type !== 'done' || !m.key) return;
  const w = waiters.get(m.key);
  if (w) {
    waiters.delete(m.key);
    w(m.at!);
  } else done.set(m.key, m.at!);
});
const reached = (key: string): Promise<number> => {
  const at = done.get(key);
  if (at !== undefined) return Promise.resolve(at);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${key} did not reach all ${VIEWERS} viewers within 30 s`)), 30_000);
    waiters.set(key, (t) => {
      clearTimeout(timer);
      resolve(t);
    });
  });
};
const { connected } = await next<{ connected: number }>(clients, 'connected');
if (connected !== VIEWERS) throw new Error(`only ${connected}/${VIEWERS} viewers joined`);

const send = (text: string) => http('/MessagePush', {
  Nickname: 'x', FollowNickname: null, Message: text, Type: 1, Color: 3, MatchId: ROOM.matchId, AnchorLanguage: ROOM.lang,
  SiteName: 'Sideline Sportsbook', IsAllowSendMessage: true, CurrencyId: 1, GroupName: group, AnchorId: ROOM.anchorId,
}, { Token: member });

const chat: number[] = [];
const del: number[] = [];
const mute: number[] = [];
let reloads = 0;
for (let i = 0; i < ROUNDS; i++) {
  // Peer: a chat line from the HTTP call to the last viewer.
  const text = `bench-line-${i}`;
  const t0 = wallNow();
  const sent = await send(text);
  if (!sent.json.Result?.IsSend) throw new Error(`send refused: ${JSON.stringify(sent.json)}`);
  chat.push(await reached(`line:${text}`) - t0);

  // Delete that line.
  const lines = (await http(`/backoffice/api/desk/room/chat?ProgramType=1&MatchId=${ROOM.matchId}&Limit=20`, null, mod, 'GET')).json.Result.Lines as { MessageId: number; Message: string; Timestamp: number }[];
  const line = lines.find((l) => l.Message === text)!;
  const t1 = wallNow();
  const deleted = await http('/backoffice/api/desk/message/delete', { MessageId: line.MessageId, Reason: 'bench' }, mod);
  if (deleted.status !== 200) throw new Error(`delete failed: ${JSON.stringify(deleted.json)}`);
  del.push(await reached(`del:${line.Timestamp}`) - t1);

  // Mute (hiding the member's lines): a fresh visible line first, so the rooms get the reload.
  await send(`bench-mute-${i}`);
  await reached(`line:bench-mute-${i}`);
  const t2 = wallNow();
  const muted = await http('/backoffice/api/players/mute', { CustomerId: 1001, Reason: 'bench', Duration: 'hours', Amount: 1, HideLines: true }, mod);
  if (muted.status !== 200) throw new Error(`mute failed: ${JSON.stringify(muted.json)}`);
  reloads += 1;
  mute.push(await reached(`reload:${reloads}`) - t2);
  await http('/backoffice/api/players/unmute', { CustomerId: 1001, Reason: 'bench' }, mod);
}

const row = (name: string, xs: number[]) => {
  const sorted = Float64Array.from(xs).sort();
  return { name, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1]! };
};
const peer = row('chat line (peer)', chat);
console.log(`\nModeration reach: ${VIEWERS} viewers in one room, ${ROUNDS} rounds each (ms, HTTP call start → last viewer's event)`);
for (const r of [peer, row('delete line', del), row('mute (reload)', mute)]) {
  console.log(`  ${r.name.padEnd(18)} p50 ${r.p50.toFixed(1).padStart(7)}  p99 ${r.p99.toFixed(1).padStart(7)}  max ${r.max.toFixed(1).padStart(7)}  p99 ÷ chat p99 ${(r.p99 / peer.p99).toFixed(2)}`);
}
console.log('  goal: p99 ≤ 250 ms and ≤ 1.5× chat p99');
clients.kill();
server.send({ type: 'stop' });
await new Promise((r) => server.once('exit', r));
