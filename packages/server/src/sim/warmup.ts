import type { FastifyInstance } from 'fastify';
import { BET_TYPE_FAST_MARKET, FAST_MARKET_SPORT_TYPE, MessageType, SITE_ID_LICENSEE } from '@sideline/protocol';
import { CURRENCY_USD } from '../seed/world';
import { fromMinor } from '../store/values';
import { spinCostMinor } from '../features/wheel/index';
import { issueToken, siteBots, siteNameRow } from '../features/licensee/index';
import { giftPrices } from '../features/gifts/index';
import { bettingRuntime } from '../features/betting/index';
import { fastMarketDeps, openRound, settleRound } from '../features/fast-market/index';
import { simRooms } from './rooms';
import type { SimRoom } from './rooms';

/** What the warm-up did (each a real call that answered 200). */
export interface WarmUpResult {
  gifts: number;
  spins: number;
  bets: number;
  settledRounds: number;
}

/** Gifts the bots send (USD gifts of the seed: Heart 1, Kiss 5, Flowers 10). */
const BOT_GIFTS = [101, 102, 103] as const;

/**
 * Makes the demo world alive from its first minute (issue 16 item 34): the licensee site's
 * bots act as members through the real API — each sends a gift in a running match's room
 * (leaderboard rankings), spins the wheel (wheel records) and bets on the fast market, whose
 * round is then settled (settled bets, settlements pushed to the bettors) and reopened. Nothing
 * is written as fixed rows: every effect comes from the services a member's call goes through.
 * Idempotency keys carry `runId`, so a second run (a restart) acts again rather than replays.
 */
export async function warmUpDemoWorld(app: FastifyInstance, runId: string = String(Date.now())): Promise<WarmUpResult> {
  const { store } = app.sideline;
  const rt = bettingRuntime(app.sideline);
  const result: WarmUpResult = { gifts: 0, spins: 0, bets: 0, settledRounds: 0 };
  const rooms = (await simRooms(store.db, rt.now())).filter((r) => r.kind === 'match' && r.siteId === SITE_ID_LICENSEE);
  if (!rooms.length) return result;
  const site = await siteNameRow(store.db, SITE_ID_LICENSEE);
  const bots = await siteBots(store.db, SITE_ID_LICENSEE);
  const gifts = new Map((await giftPrices(store.db, BOT_GIFTS, CURRENCY_USD)).map((g) => [Number(g.id), fromMinor(Number(g.amount_minor))]));
  const wheelCost = fromMinor(spinCostMinor(CURRENCY_USD));
  const fm = fastMarketDeps(app.sideline, app.log);
  const betMatches = new Set<number>();

  const send = async (token: string, room: SimRoom, url: string, key: string, payload: object): Promise<Record<string, unknown> | null> => {
    const res = await app.inject({
      method: 'POST', url, payload,
      headers: { Token: token, MatchId: String(room.room.matchId), 'Idempotency-Key': `warmup-${runId}-${key}` },
    });
    const body = res.json() as { Code: number; Result: Record<string, unknown> | null };
    if (res.statusCode !== 200 || body.Code !== 200) {
      app.log.warn({ url, status: res.statusCode, body }, 'demo warm-up call refused');
      return null;
    }
    return body.Result;
  };

  for (const [i, bot] of bots.entries()) {
    const target = rooms[i % rooms.length]!;
    const { room } = target;
    const { token } = await issueToken(store, { customerId: bot.id, siteId: SITE_ID_LICENSEE, language: bot.language, ttlSeconds: 600 });
    const chatRoom = { MatchId: room.matchId, AnchorLanguage: room.language, AnchorId: room.anchorId, GroupName: room.siteGroup, ProgramType: 1 };
    const user = { SiteName: site?.name ?? '', CurrencyId: CURRENCY_USD, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: bot.language, NickName: bot.nickname ?? '' };

    const giftId = BOT_GIFTS[i % BOT_GIFTS.length]!;
    const quantity = 1 + (i % 3);
    const sent = await send(token, target, '/SendGift', `gift-${bot.id}`, {
      SiteName: user.SiteName, CurrencyId: CURRENCY_USD, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: bot.language,
      GiftInfo: { GiftLevel: 0, NickName: user.NickName, Amount: gifts.get(giftId) ?? 1, Quantity: quantity, IsUsingTicket: false },
      GroupName: room.siteGroup, MatchId: room.matchId, AnchorId: room.anchorId, AnchorLanguage: room.language, Message: String(giftId),
      Color: 3, Type: MessageType.Gift, ProgramType: 1,
    });
    if (sent) result.gifts++;

    const spun = await send(token, target, '/SpinWheel', `wheel-${bot.id}`, {
      ChatRoomInfoModel: chatRoom, UserInfoModel: user, WheelInfoModel: { Amount: wheelCost }, MessageInfoModel: { Color: 3, Type: MessageType.Wheel },
    });
    if (spun) result.spins++;

    const round = await openRound(fm, room.matchId);
    const marketId = round?.MarketIds[i % (round?.MarketIds.length ?? 1)];
    const market = marketId === undefined ? undefined : await rt.simulator.market(marketId);
    const selection = market?.selections[i % 2];
    if (market && selection) {
      const bet = await send(token, target, '/PlaceBet', `bet-${bot.id}`, {
        PromotedOddsId: null, SportType: FAST_MARKET_SPORT_TYPE, MarketId: market.id, OddsPrice: selection.priceMilli / 1000, Point: null,
        MarketKey: selection.key, Stake: 5 + 5 * (i % 3), AnchorId: room.anchorId, AnchorLanguage: room.language, SiteName: user.SiteName,
        MatchId: room.matchId, BetType: BET_TYPE_FAST_MARKET, Recommend: false,
      });
      if ((bet as { IsPlaceBetSuccess?: boolean } | null)?.IsPlaceBetSuccess) {
        result.bets++;
        betMatches.add(room.matchId);
      }
    }
  }
  // The bots' round is settled now (not in five minutes), and the next one opens.
  for (const matchId of betMatches) {
    if (await settleRound(fm, matchId)) result.settledRounds++;
    await openRound(fm, matchId);
  }
  return result;
}
