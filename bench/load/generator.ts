/**
 * The load generator, a child process of `run.ts` (so its CPU shows apart from the nodes'):
 * simulated viewers on the official SignalR client (the chaos suite's `Viewer`: WebSockets
 * without negotiation, AddChatRoomGroup, history reload over HTTP, as the widget does) plus
 * open-loop arrivals at a fixed rate and mix — joins (a churning viewer leaves and joins
 * again), chat lines, heartbeats, gifts and bets (Idempotency-Key each) over HTTP.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { ROOM, Viewer, call } from '@sideline/server/testing';
import type { Answer } from '@sideline/server/testing';
import { KINDS, MIX } from './stats';
import type { FromGenerator, GeneratorInput, GeneratorResult, Kind, KindResult, ToGenerator } from './stats';

/** Arrivals of one kind still in flight beyond this are shed (counted, not sent). */
const IN_FLIGHT_CAP = 100;
const TICK_MS = 5;
const CHAT_PREFIX = 'ld:';
const NO_IDLE_VIEWER = 'noIdleViewer';
const SITE = 'Sideline Sportsbook';

const send = (message: FromGenerator): void => void process.send?.(message);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A failure code for an HTTP answer, or null when the call did what it was asked. */
function failure(kind: Kind, a: Answer): string | null {
  if (a.status === 0) return 'net';
  if (a.status === 429) return 'http429';
  // The envelope's refusal with the field it names (e.g. chat's cool-down: code429:MessageFrequency).
  const field = Array.isArray(a.body?.Error) ? (a.body.Error[0] as { Field?: string | null } | undefined)?.Field : null;
  const named = field ? `:${field}` : '';
  if (a.status !== 200) return `http${a.status}${named}`;
  if (!a.body) return 'badBody';
  if (a.body.Code !== 200) return `code${a.body.Code}${named}`;
  const r = a.body.Result as Record<string, unknown> | null;
  if (kind === 'chat' && r?.IsSend !== true) return 'notSent';
  if (kind === 'heartbeat' && r?.IsSuccess !== true) return 'notStored';
  if (kind === 'bet' && r?.IsPlaceBetSuccess !== true) return String((r?.ErrorResult as { ErrorCode?: string } | null)?.ErrorCode ?? 'refused');
  return null;
}

async function run(input: GeneratorInput): Promise<GeneratorResult> {
  const { base, group } = input;
  const kinds = {} as Record<Kind, KindResult>;
  for (const k of KINDS) kinds[k] = { ok: 0, latencies: [], errors: {}, shed: 0 };
  const fail = (kind: Kind, code: string) => { kinds[kind].errors[code] = (kinds[kind].errors[code] ?? 0) + 1; };

  // Chat lines in flight and delivered: seq → send instant; seq → receipts at stable viewers.
  const sentAt = new Map<number, number>();
  const receipts = new Map<number, number>();
  const okSeqs: number[] = [];
  const delivery: number[] = [];
  /** Chat lines from this seq on are measured (earlier ones were the warm-up's). */
  let firstMeasuredSeq = Number.POSITIVE_INFINITY;
  let measuring = false;

  const viewers: Viewer[] = [];
  const watch = (v: Viewer, stable: boolean) => {
    v.connection.on('MessagePush', (payload: { Message: string }) => {
      if (!stable || !measuring || !payload.Message.startsWith(CHAT_PREFIX)) return;
      const seq = Number(payload.Message.slice(CHAT_PREFIX.length));
      const t = sentAt.get(seq);
      if (t === undefined || seq < firstMeasuredSeq) return;
      delivery.push(performance.now() - t);
      receipts.set(seq, (receipts.get(seq) ?? 0) + 1);
    });
  };
  // Everyone in the room before the clock starts, a few at a time.
  for (let i = 0; i < input.viewerTokens.length; i += 8) {
    await Promise.all(input.viewerTokens.slice(i, i + 8).map(async (token, j) => {
      const v = new Viewer(base, token, group);
      watch(v, i + j >= input.churn);
      viewers[i + j] = v;
      await v.start();
    }));
  }
  let chatSeq = 0;
  let keySeq = 0;
  let rr = 0;
  const actor = () => input.actorTokens[rr++ % input.actorTokens.length]!;
  const runId = `${process.pid}-${Date.now()}`;
  let churnNext = 0;
  const churning = new Set<number>();

  const ops: Record<Kind, () => Promise<string | null>> = {
    async join() {
      let i = -1;
      for (let n = 0; n < input.churn; n++) {
        const c = (churnNext + n) % input.churn;
        if (!churning.has(c)) { i = c; break; }
      }
      if (i < 0) return NO_IDLE_VIEWER;
      churnNext = i + 1;
      churning.add(i);
      try {
        // Leaving is not part of the join: the old socket closes on its own time.
        void viewers[i]!.stop().catch(() => undefined);
        const v = new Viewer(base, input.viewerTokens[i]!, group);
        watch(v, false);
        viewers[i] = v;
        try {
          await v.connection.start();
          await v.join();
          return null;
        } catch {
          void v.start().catch(() => undefined); // back in the room for later rounds
          return 'hub';
        }
      } finally {
        churning.delete(i);
      }
    },
    async chat() {
      const seq = chatSeq++;
      sentAt.set(seq, performance.now());
      const a = await call(base, 'POST', '/MessagePush', actor(), {
        Nickname: 'x', FollowNickname: null, Message: `${CHAT_PREFIX}${seq}`, Type: 1, Color: 3, MatchId: ROOM.matchId, AnchorLanguage: ROOM.lang,
        SiteName: SITE, IsAllowSendMessage: true, CurrencyId: 1, GroupName: group, AnchorId: ROOM.anchorId,
      });
      const f = failure('chat', a);
      if (f === null && seq >= firstMeasuredSeq) okSeqs.push(seq);
      return f;
    },
    async heartbeat() {
      const token = input.viewerTokens[rr++ % input.viewerTokens.length]!;
      return failure('heartbeat', await call(base, 'POST', '/CollectHeartbeatData', token, {
        MatchId: ROOM.matchId, AnchorLanguage: ROOM.lang, AnchorId: ROOM.anchorId, CollectType: 1, ProgramType: 1, StreamingSrc: null,
      }));
    },
    async gift() {
      return failure('gift', await call(base, 'POST', '/SendGift', actor(), {
        SiteName: SITE, CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en',
        GiftInfo: { GiftLevel: 0, NickName: 'LuckyFan', Amount: 5, Quantity: 1, IsUsingTicket: false },
        GroupName: group, MatchId: ROOM.matchId, AnchorId: ROOM.anchorId, AnchorLanguage: ROOM.lang, Message: '102', Color: 3, Type: 2, ProgramType: 1,
      }, { 'Idempotency-Key': `load-gift-${runId}-${keySeq++}` }));
    },
    async bet() {
      const b = input.bet;
      return failure('bet', await call(base, 'POST', '/PlaceBet', actor(), {
        PromotedOddsId: null, SportType: 1, MarketId: b.marketId, OddsPrice: b.price, Point: b.point, MarketKey: b.key, Stake: 1,
        AnchorId: ROOM.anchorId, AnchorLanguage: ROOM.lang, SiteName: SITE, MatchId: ROOM.matchId, BetType: b.betType, Recommend: false,
      }, { 'Idempotency-Key': `load-bet-${runId}-${keySeq++}` }));
    },
  };

  const inFlight = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  /** Only calls launched while recording count (the warm-up's answers are dropped). */
  const launch = (kind: Kind, record: boolean) => {
    inFlight[kind] += 1;
    const t0 = performance.now();
    void ops[kind]().catch(() => 'threw').then((f) => {
      inFlight[kind] -= 1;
      if (!record) return;
      // Every churning viewer still busy joining: the target fell behind, as with the in-flight cap.
      if (f === NO_IDLE_VIEWER) kinds[kind].shed += 1;
      else if (f === null) {
        kinds[kind].ok += 1;
        kinds[kind].latencies.push(performance.now() - t0);
      } else fail(kind, f);
    });
  };
  /** Open loop: arrivals at `rate × MIX` per second whatever the answers do, for `seconds`. */
  const arrivals = (seconds: number, record: boolean) => new Promise<void>((resolve) => {
    const launched = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
    const start = performance.now();
    const timer = setInterval(() => {
      const elapsed = Math.min(seconds, (performance.now() - start) / 1000);
      for (const kind of KINDS) {
        const target = Math.floor(elapsed * input.rate * MIX[kind]);
        while (launched[kind] < target) {
          launched[kind] += 1;
          if (inFlight[kind] >= IN_FLIGHT_CAP) {
            if (record) kinds[kind].shed += 1;
          } else launch(kind, record);
        }
      }
      if (elapsed >= seconds) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });

  // Warm-up: the same arrivals, unrecorded, so every node's JIT and pools are warm.
  await arrivals(input.warmupSeconds, false);
  send({ type: 'started' });
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const cpu0 = process.cpuUsage();
  firstMeasuredSeq = chatSeq;
  measuring = true;
  const start = performance.now();
  await arrivals(input.seconds, true);
  const wall = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  lag.disable();
  // Answers still on their way, then the last pushes.
  const drainEnd = Date.now() + 20_000;
  while (KINDS.some((k) => inFlight[k] > 0) && Date.now() < drainEnd) await sleep(50);
  await sleep(2000);
  measuring = false;

  const stable = input.viewerTokens.length - input.churn;
  let missed = 0;
  for (const seq of okSeqs) missed += Math.max(0, stable - (receipts.get(seq) ?? 0));
  await Promise.allSettled(viewers.map((v) => v.stop()));
  return {
    seconds: wall,
    kinds,
    delivery,
    missed,
    stableViewers: stable,
    lagP99: lag.percentile(99) / 1e6,
    cpu: (cpu.user + cpu.system) / 1e6 / wall,
  };
}

process.on('message', (message: ToGenerator) => {
  if (message.type !== 'run') return;
  run(message.input).then(
    (result) => send({ type: 'result', result }),
    (err: unknown) => send({ type: 'error', message: err instanceof Error ? err.stack ?? err.message : String(err) }),
  );
});
send({ type: 'ready' });
