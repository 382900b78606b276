/**
 * Viewers of the e2e fan-out bench (a child process apart from the server and the senders).
 * `sideline`: WebSockets on the real hub path of the built server — `/chatroomhub`, the SignalR
 * JSON handshake and the real `AddChatRoomGroup` with a member token, as the widget's socket
 * does; `socketio`: Engine.IO/Socket.IO 4 over WebSockets. Every MessagePush is read the same
 * cheap way (`readStamp`); latency is receipt minus the instant the sender issued the HTTP call.
 */
import WebSocket from 'ws';
import { BUCKET_MS, MAX_BUCKET, readStamp, wallNow, type FromViewers, type TargetKind, type ToViewers } from './shared';

const [kind, portText, countText, group, tokensText] = process.argv.slice(2) as [TargetKind, string, string, string, string];
const ROOM = { matchId: 51230001, anchorId: 301, lang: 'vn' };
const tokens = tokensText.split(',');
const port = Number(portText);
const total = Number(countText);
const RS = '\x1e';
const send = (message: FromViewers): void => void process.send?.(message);

interface Viewer {
  index: number;
  ws: WebSocket | null;
  /** The last `{ Seq, Epoch }` shown, sent back on rejoin (as the widget does). */
  position: { Seq: number; Epoch: string } | null;
}

const viewers: Viewer[] = [];
let storming = false;
/** Viewers the server cut that came back by themselves. */
let reconnects = 0;
/** Close messages the server sent, by error text (why viewers were cut). */
const closeReasons = new Map<string, number>();
let recording = false;
let deliveries = 0;
/** WebSocket messages received while recording: the server's socket writes (one may carry several records). */
let messages = 0;
/** Sequenced events a viewer already had (dropped, as the widget drops them). */
let duplicates = 0;
const perId = new Map<number, number>();
const histogram = new Map<number, number>();

function onRecord(viewer: Viewer, text: string): void {
  const seqAt = text.lastIndexOf('"Seq":');
  if (kind === 'sideline' && seqAt >= 0) {
    const seq = parseInt(text.slice(seqAt + 6, seqAt + 26), 10);
    const epochAt = text.indexOf('"Epoch":"', seqAt) + 9;
    const epoch = text.slice(epochAt, text.indexOf('"', epochAt));
    if (viewer.position && viewer.position.Epoch === epoch && seq <= viewer.position.Seq) {
      duplicates++;
      return;
    }
    viewer.position = { Seq: seq, Epoch: epoch };
  }
  if (!recording) return;
  const stamp = readStamp(text);
  if (!stamp) return;
  deliveries++;
  perId.set(stamp.id, (perId.get(stamp.id) ?? 0) + 1);
  const bucket = Math.min(MAX_BUCKET, Math.floor((wallNow() - stamp.sentAt) / BUCKET_MS));
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + 1);
}

/** Connects (or reconnects) one viewer and joins the room from its position; resolves with the join's Recovered. */
function open(viewer: Viewer): Promise<{ ok: boolean; recovered: boolean }> {
  return new Promise((resolve) => {
    const url = kind === 'socketio' ? `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket` : `ws://127.0.0.1:${port}/chatroomhub`;
    const ws = new WebSocket(url, { perMessageDeflate: false });
    viewer.ws = ws;
    let settled = false;
    const settle = (ok: boolean, recovered = false): void => {
      if (!settled) {
        settled = true;
        resolve({ ok, recovered });
      }
    };
    ws.on('error', () => settle(false));
    ws.on('close', () => {
      settle(false);
      // Cut by the server (slow consumer when this process falls behind, a restart): come back
      // and recover from the last position, as the widget does. Storm cuts reconnect themselves.
      if (viewer.ws !== ws || storming) return;
      reconnects++;
      setTimeout(() => void open(viewer), 100 + Math.random() * 400);
    });
    ws.on('message', (data: Buffer) => {
      if (recording) messages++;
      const text = data.toString();
      if (kind === 'socketio') {
        if (text.startsWith('42')) return onRecord(viewer, text);
        if (text === '2') return ws.send('3');
        if (text.startsWith('0')) return ws.send('40');
        if (text.startsWith('40')) return settle(true);
        return;
      }
      let start = 0;
      for (let end = text.indexOf(RS); end >= 0; start = end + 1, end = text.indexOf(RS, start)) {
        const record = text.slice(start, end);
        if (record.startsWith('{"type":7')) {
          const reason = (JSON.parse(record) as { error?: string }).error ?? 'none';
          closeReasons.set(reason, (closeReasons.get(reason) ?? 0) + 1);
        } else if (settled) onRecord(viewer, record);
        else if (record === '{}') {
          const since = viewer.position;
          const join = { type: 1, invocationId: '1', target: 'AddChatRoomGroup', arguments: [ROOM.matchId, ROOM.lang, ROOM.anchorId, group, tokens[viewer.index % tokens.length], '', true, since] };
          ws.send(`${JSON.stringify(join)}${RS}`);
        } else if (record.startsWith('{"type":3,')) {
          const completion = JSON.parse(record) as { error?: string; result?: { Position?: { Seq: number; Epoch: string }; Recovered?: boolean } };
          if (completion.error) return settle(false);
          // A first join (or one that could not recover) starts from the room's position.
          if (!completion.result?.Recovered && completion.result?.Position) viewer.position = completion.result.Position;
          settle(true, completion.result?.Recovered === true);
        } else if (record.startsWith('{"error"')) settle(false);
        else if (record.startsWith('{"type":1,')) onRecord(viewer, record); // replayed during the join
      }
    });
    if (kind === 'sideline') ws.on('open', () => ws.send(`{"protocol":"json","version":1}${RS}`));
  });
}

/** Every viewer drops at once and comes back, rejoining from its position (sideline only). */
async function storm(): Promise<void> {
  const began = wallNow();
  storming = true;
  for (const viewer of viewers) viewer.ws?.terminate();
  let failed = 0;
  let recovered = 0;
  const batch = 500;
  for (let i = 0; i < viewers.length; i += batch) {
    const results = await Promise.all(viewers.slice(i, i + batch).map((viewer) => open(viewer)));
    failed += results.filter((r) => !r.ok).length;
    recovered += results.filter((r) => r.recovered).length;
  }
  storming = false;
  send({ type: 'stormed', rejoined: viewers.length - failed, failed, recovered, began, ended: wallNow() });
}

async function connectAll(): Promise<void> {
  let failed = 0;
  const batch = 100;
  for (let opened = 0; opened < total; opened += batch) {
    const fresh = Array.from({ length: Math.min(batch, total - opened) }, (_, i): Viewer => ({ index: opened + i, ws: null, position: null }));
    viewers.push(...fresh);
    const results = await Promise.all(fresh.map((viewer) => open(viewer)));
    failed += results.filter((r) => !r.ok).length;
  }
  send({ type: 'connected', count: total - failed, failed });
}

process.on('message', (message: ToViewers) => {
  if (message.type === 'storm') {
    void storm();
  } else if (message.type === 'record') {
    recording = true;
    deliveries = 0;
    messages = 0;
    duplicates = 0;
    reconnects = 0;
    closeReasons.clear();
    perId.clear();
    histogram.clear();
  } else {
    recording = false;
    send({ type: 'report', deliveries, messages, duplicates, reconnects, closeReasons: [...closeReasons], perId: [...perId], histogram: [...histogram] });
  }
});

// Keep-alive: the hub server closes clients silent for 30 s (the official client pings every 15 s).
// Every 12 s here, a little more often than the official client, and from the first socket on
// (not after every viewer of the process connected): a starved bench process must not be what
// gets viewers cut, nor should the server pay for pings no real client sends.
if (kind === 'sideline') {
  setInterval(() => {
    for (const { ws } of viewers) if (ws && ws.readyState === ws.OPEN) ws.send(`{"type":6}${RS}`);
  }, 12_000);
}

void connectAll();
