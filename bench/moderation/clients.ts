/**
 * The viewers (a child process apart from the server): N raw WebSocket connections speaking the
 * SignalR JSON protocol, each joined to the room with the real AddChatRoomGroup. For every
 * event the parent is waiting on, it reports the wall-clock instant the N-th viewer received
 * it: a chat line by its text ('MessagePush'), a deletion by the line's Timestamp
 * ('DeleteMessages'), a mute's history reload ('PushGetMessageEvent', in order).
 */
import WebSocket from 'ws';
import { wallNow } from '../fanout/shared';

const RS = '\x1e';
const [portText, countText, matchId, lang, anchorId, group, token] = process.argv.slice(2) as string[];
const total = Number(countText);
const counts = new Map<string, number>();
const reloadSeen = new Map<number, number>();

function seen(key: string): void {
  const n = (counts.get(key) ?? 0) + 1;
  counts.set(key, n);
  if (n === total) {
    counts.delete(key);
    process.send?.({ type: 'done', key, at: wallNow() });
  }
}

function onMessage(msg: { type?: number; target?: string; arguments?: unknown[] }, state: { reloads: number }): void {
  if (msg.type !== 1) return;
  const payload = msg.arguments?.[0] as Record<string, unknown> | undefined;
  if (msg.target === 'MessagePush' && typeof payload?.Message === 'string') seen(`line:${payload.Message}`);
  else if (msg.target === 'DeleteMessages') {
    for (const m of (payload?.Messages as { Timestamp: number }[] | undefined) ?? []) seen(`del:${m.Timestamp}`);
  } else if (msg.target === 'PushGetMessageEvent') {
    state.reloads += 1;
    const k = state.reloads;
    reloadSeen.set(k, (reloadSeen.get(k) ?? 0) + 1);
    if (reloadSeen.get(k) === total) process.send?.({ type: 'done', key: `reload:${k}`, at: wallNow() });
  }
}

function open(): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${portText}/chatroomhub`, { perMessageDeflate: false });
    const state = { reloads: 0, joined: false };
    ws.on('error', () => resolve(false));
    ws.on('open', () => ws.send(`{"protocol":"json","version":1}${RS}`));
    ws.on('message', (data: Buffer) => {
      for (const part of data.toString().split(RS)) {
        if (!part) continue;
        const msg = JSON.parse(part) as { type?: number; invocationId?: string; error?: string; target?: string; arguments?: unknown[] };
        if (!state.joined) {
          if (msg.type === undefined) {
            ws.send(`${JSON.stringify({ type: 1, invocationId: '1', target: 'AddChatRoomGroup', arguments: [Number(matchId), lang, Number(anchorId), group, token, null, true, null] })}${RS}`);
          } else if (msg.type === 3 && msg.invocationId === '1') {
            state.joined = true;
            resolve(!msg.error);
          }
          continue;
        }
        if (msg.type === 6) ws.send(`{"type":6}${RS}`);
        onMessage(msg, state);
      }
    });
  });
}

let connected = 0;
for (let i = 0; i < total; i += 50) {
  const batch = await Promise.all(Array.from({ length: Math.min(50, total - i) }, () => open()));
  connected += batch.filter(Boolean).length;
}
process.send?.({ type: 'connected', connected });
