import { MessageType } from '@sideline/protocol';
import type { Realtime } from '../realtime/index';
import type { Store } from '../store/types';
import { eventPayload, insertMessage, postMessage, toChatMessage } from '../features/chat/index';
import { anchorName, pruneRoomHistory } from '../features/chat/index';
import { allBots } from '../features/licensee/index';
import { addToJackpot, jackpots } from '../features/jackpot/index';
import { pickLine } from './lines';
import { simRooms } from './rooms';
import type { SimRoom } from './rooms';

export interface SimDeps {
  store: Store;
  realtime: Realtime;
  log?: { error(obj: unknown, msg: string): void };
}

export interface SimOptions {
  /** How often each room may get a bot line (default 2 s) and the chance it does (default 0.4 → about one line per 5 s). */
  chatEveryMs?: number;
  chatChance?: number;
  /** Jackpot growth and GetJackpots push (default 15 s). */
  jackpotEveryMs?: number;
  /** NBA lottery announcement (default 90 s). */
  lotteryEveryMs?: number;
  random?: () => number;
  now?: () => number;
}

/** The running demo life; `tick*` run one round now (tests drive them directly). */
export interface Sim {
  tickChat(): Promise<number>;
  tickJackpots(): Promise<void>;
  tickLottery(): Promise<void>;
  stop(): void;
}

/** History kept per room the bots talk in (older rows are pruned). */
export const SIM_ROOM_HISTORY = 300;

interface Bot {
  id: number;
  site_id: number;
  nickname: string | null;
  nickname_color: number;
  vip: number;
  language: string;
}

/**
 * Starts the demo's chat life: bot viewers chatting short lines in their room's language in
 * every running match and live programme, jackpots growing (GetJackpots), and NBA lottery
 * announcements (GetNBALottery, stored as type 14). Every error is logged, never thrown.
 */
export function startSim(deps: SimDeps, options: SimOptions = {}): Sim {
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const db = deps.store.db;
  let stopped = false;
  let lotteryDraw = 0;

  const bots = async (): Promise<Bot[]> => allBots(db);

  async function prune(group: string): Promise<void> {
    await pruneRoomHistory(db, group, SIM_ROOM_HISTORY);
  }

  async function speak(target: SimRoom, all: Bot[]): Promise<void> {
    const ofSite = all.filter((b) => b.site_id === target.siteId && b.nickname);
    if (!ofSite.length) return;
    const local = ofSite.filter((b) => b.language === target.room.language);
    const pool = local.length ? local : ofSite;
    const bot = pool[Math.floor(random() * pool.length)] as Bot;
    let text = pickLine(target.kind, target.room.language, target.teams, random);
    let type: MessageType = MessageType.Message;
    if (random() < 0.15) {
      const name = await anchorName(db, target.room.anchorId);
      if (name) {
        text = `@${name} ${text}`;
        type = MessageType.At;
      }
    }
    await postMessage(deps, target.room, {
      customerId: bot.id, nickname: bot.nickname ?? '', message: text, type, color: bot.nickname_color,
      siteId: bot.site_id, siteName: null, vip: bot.vip,
    }, now());
    if (random() < 0.05) await prune(target.room.group);
  }

  const sim: Sim = {
    async tickChat() {
      const rooms = await simRooms(db, now());
      const all = await bots();
      let spoken = 0;
      for (const target of rooms) {
        if (random() >= (options.chatChance ?? 0.4)) continue;
        await speak(target, all);
        spoken += 1;
      }
      return spoken;
    },
    async tickJackpots() {
      const rooms = await simRooms(db, now());
      const matchIds = [...new Set(rooms.filter((r) => r.room.programType === 1).map((r) => r.room.matchId))];
      for (const id of matchIds) await addToJackpot(db, id, Math.round((50 + random() * 450) * 100), now());
      const list = await jackpots(db);
      const live = list.filter((j) => matchIds.includes(j.MatchId));
      await Promise.all(rooms.map((r) => deps.realtime.publish(r.room.group, 'GetJackpots', { Jackpots: live })));
    },
    async tickLottery() {
      const rooms = await simRooms(db, now());
      lotteryDraw += 1;
      const numbers = new Set<number>();
      while (numbers.size < 5) numbers.add(1 + Math.floor(random() * 35));
      const text = `NBA Lottery draw #${lotteryDraw}: ${[...numbers].sort((a, b) => a - b).join(', ')}`;
      for (const target of rooms) {
        const row = await insertMessage(db, target.room, {
          customerId: null, nickname: 'NBA Lottery', message: text, type: MessageType.NBALottery, color: 1,
          siteId: target.siteId, siteName: null, vip: 0,
        }, now());
        await deps.realtime.publish(target.room.group, 'GetNBALottery', eventPayload(target.room, toChatMessage(row)));
      }
    },
    stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
    },
  };

  const guard = (name: string, run: () => Promise<unknown>) => () => {
    if (stopped) return;
    run().catch((err: unknown) => deps.log?.error({ err }, `sim ${name} failed`));
  };
  const timers = [
    setInterval(guard('chat', sim.tickChat), options.chatEveryMs ?? 2_000),
    setInterval(guard('jackpots', sim.tickJackpots), options.jackpotEveryMs ?? 15_000),
    setInterval(guard('lottery', sim.tickLottery), options.lotteryEveryMs ?? 90_000),
  ];
  for (const t of timers) t.unref();
  return sim;
}
