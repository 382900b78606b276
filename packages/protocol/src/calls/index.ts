import * as licensee from './licensee';
import * as demo from './demo';
import * as chat from './chat';
import * as moderation from './moderation';
import * as heartbeat from './heartbeat';
import * as wallet from './wallet';
import * as gifts from './gifts';
import * as luckyBox from './lucky-box';
import * as stickers from './stickers';
import * as vip from './vip';
import * as wheel from './wheel';
import * as betting from './betting';
import * as tickets from './tickets';
import * as promotedOdds from './promoted-odds';
import * as fastMarket from './fast-market';
import * as streaming from './streaming';
import * as schedule from './schedule';
import * as streamers from './streamers';
import * as programmes from './programmes';
import * as promotions from './promotions';
import * as leaderboard from './leaderboard';
import * as feedback from './feedback';
import * as tutorial from './tutorial';
import * as jackpot from './jackpot';
import * as settings from './settings';
import * as nickname from './nickname';
import * as operator from './operator';
import * as responsibleGambling from './responsible-gambling';
import * as postWall from './post-wall';
import * as matchEvents from './match-events';
import * as betCards from './bet-cards';
import type { CallDef } from './define';

export * from './define';
export * from './fields';
export * from './models';
export * from './licensee';
export * from './demo';
export * from './chat';
export * from './moderation';
export * from './heartbeat';
export * from './wallet';
export * from './gifts';
export * from './lucky-box';
export * from './stickers';
export * from './vip';
export * from './wheel';
export * from './betting';
export * from './tickets';
export * from './promoted-odds';
export * from './fast-market';
export * from './streaming';
export * from './schedule';
export * from './streamers';
export * from './programmes';
export * from './promotions';
export * from './leaderboard';
export * from './feedback';
export * from './tutorial';
export * from './jackpot';
export * from './settings';
export * from './nickname';
export * from './operator';
export * from './backoffice/index';
export * from './responsible-gambling';
export * from './post-wall';
export * from './match-events';
export * from './bet-cards';

function callsOf(mod: Record<string, unknown>): CallDef[] {
  return Object.values(mod).filter(
    (v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'request' in v,
  );
}

/** Every HTTP call of the contract, each declared once. The server registers a route for each. */
export const allCalls: readonly CallDef[] = [
  ...callsOf(licensee),
  ...callsOf(demo),
  ...callsOf(chat),
  ...callsOf(moderation),
  ...callsOf(heartbeat),
  ...callsOf(wallet),
  ...callsOf(gifts),
  ...callsOf(luckyBox),
  ...callsOf(stickers),
  ...callsOf(vip),
  ...callsOf(wheel),
  ...callsOf(betting),
  ...callsOf(tickets),
  ...callsOf(promotedOdds),
  ...callsOf(fastMarket),
  ...callsOf(streaming),
  ...callsOf(schedule),
  ...callsOf(streamers),
  ...callsOf(programmes),
  ...callsOf(promotions),
  ...callsOf(leaderboard),
  ...callsOf(feedback),
  ...callsOf(tutorial),
  ...callsOf(jackpot),
  ...callsOf(settings),
  ...callsOf(nickname),
  ...callsOf(operator),
  ...callsOf(responsibleGambling),
  ...callsOf(postWall),
  ...callsOf(matchEvents),
  ...callsOf(betCards),
];

/** Looks a call up by its unique name. */
export function callByName(name: string): CallDef | undefined {
  return allCalls.find((c) => c.name === name);
}
