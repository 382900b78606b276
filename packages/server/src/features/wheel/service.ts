import type { ServiceDeps } from '../../http/context';
import { DomainErrorCode, MessageType, WheelMessageKey } from '@sideline/protocol';
import type { ParsedRequestOf, SpinWheel } from '@sideline/protocol';
import type { Session } from '../../http/session';
import { badRequest } from '../../http/errors';
import type { Store } from '../../store/types';
import { fromMinor } from '../../store/values';
import { chatGroup } from '../chat/index';
import { walletCurrencies } from '../licensee/index';
import type { IdempotentRun } from '../wallet/index';
import { LedgerReason, credit, debit, moneyTransaction, refusal } from '../wallet/index';
import { customerOf } from '../wallet/index';
import { postMessage } from '../chat/index';
import { activeRooms, makeRoom } from '../chat/index';
import { requireOpenRoom, requireRoom } from '../gifts/index';
import type { BettingRuntime } from '../betting/index';
import { isCurrencySupported as isChatCurrencySupported, siteChatConfig } from '../chat/index';
import { drawBand, prizeMinor, spinCostMinor, wheelItems } from './prizes';
import { wheelBands } from './settings';
import * as q from './store';

/** USD, the demo's default currency (seed `CURRENCY_USD`): the wheel shown to anonymous visitors. */
const CURRENCY_USD_ID = 1;

type SpinInput = ParsedRequestOf<typeof SpinWheel>;
type SpinAnswer = { Balance: number; BingoIndex: number };

/** Whether the wheel is on for an anchor: its own switch, else the global one (anchor 0), else on. */
export async function isWheelOn(store: Store, anchorId: number | undefined): Promise<boolean> {
  const rows = await q.wheelSwitches(store.db, anchorId);
  const own = rows.find((r) => r.anchor_id === anchorId && anchorId);
  const all = rows.find((r) => r.anchor_id === 0);
  return (own ?? all)?.is_on !== 0;
}

/**
 * The wheel's currency check (chatroom spec section 5): a currency is supported if it is in the
 * site's turnover-limit list or the site is the coin site (so diamond, 998, spins there).
 */
export async function isCurrencySupported(store: Store, session: Session, currencyId: number): Promise<boolean> {
  return isChatCurrencySupported(await siteChatConfig(store.db, session.siteId), session.siteId, currencyId);
}

/** POST /GetWheelInfo: six items and the cost per spin in the caller's currency (USD when anonymous). */
export async function wheelInfo(store: Store, session: Session | null, language: string) {
  const currencyId = session?.currencyId ?? CURRENCY_USD_ID;
  const cost = spinCostMinor(currencyId);
  const [name, bands] = await Promise.all([q.currencyName(store.db, currencyId), wheelBands(store.db)]);
  return { WheelInfo: { WheelItems: wheelItems(cost, name, language, bands), Amount: fromMinor(cost) } };
}

export interface SpinDeps extends ServiceDeps {
  rt: BettingRuntime;
}

/**
 * POST /SpinWheel: checks (wheel off → 'WheelOff', currency not the member's → 400, not
 * supported → 'CurrencyNotSupport', Amount not the cost → 400 'WheelInfoModel.Amount'), draws
 * the band server side, then in ONE transaction debits the cost ('wheel') and credits the prize
 * ('wheel-prize') and records the draw. Balance short → 'InsufficientBalance'. The room gets a
 * Wheel (15) message whose text is the BingoIndex.
 */
export async function spinWheel(deps: SpinDeps, session: Session, input: SpinInput, run: IdempotentRun<SpinAnswer>): Promise<SpinAnswer> {
  const { rt, store } = deps;
  const customerId = customerOf(session);
  const room = input.ChatRoomInfoModel;
  const currencyId = input.UserInfoModel.CurrencyId;
  requireRoom(session, room, 'ChatRoomInfoModel.');
  if (!await isWheelOn(store, room.AnchorId)) throw refusal(DomainErrorCode.WheelOff, WheelMessageKey.Stop);
  if (!walletCurrencies(session).includes(currencyId)) throw badRequest('UserInfoModel.CurrencyId', `Currency ${currencyId} is not available to this member`);
  if (!await isCurrencySupported(store, session, currencyId)) throw refusal(DomainErrorCode.CurrencyNotSupport, WheelMessageKey.CurrencyNotSupport);
  const costMinor = spinCostMinor(currencyId);
  if (Math.round(input.WheelInfoModel.Amount * 100) !== costMinor) throw badRequest('WheelInfoModel.Amount', `A spin costs ${fromMinor(costMinor)}`);
  // Drawn once, outside the transaction: a retried transaction must not draw again. The bands
  // are the trading desk's setting as it stands now; the prize is fixed before any money moves.
  const bands = await wheelBands(store.db);
  const index = drawBand(rt.random, bands);
  const prize = prizeMinor(costMinor, index, bands);
  const now = rt.now();
  const answer = await moneyTransaction(store, async (trx) => {
    await requireOpenRoom(trx, room, 'wheel', 'ChatRoomInfoModel.');
    const paid = await debit(trx, {
      customerId, currencyId, amountMinor: costMinor, reason: LedgerReason.Wheel, idempotencyKey: run.ledgerKey('cost'),
      reference: `wheel:${index}`, matchId: room.MatchId, anchorId: room.AnchorId, anchorLanguage: room.AnchorLanguage, now,
    });
    let balance = paid.balanceAfterMinor;
    if (prize > 0) {
      balance = (await credit(trx, {
        customerId, currencyId, amountMinor: prize, reason: LedgerReason.WheelPrize, idempotencyKey: run.ledgerKey('prize'),
        reference: `wheel:${index}`, matchId: room.MatchId, anchorId: room.AnchorId, anchorLanguage: room.AnchorLanguage, now,
      })).balanceAfterMinor;
    }
    await q.insertDraw(trx, {
      customerId, currencyId, anchorId: room.AnchorId, matchId: room.MatchId, costMinor, prizeMinor: prize, bingoIndex: index, now,
      label: bands[index]?.label ?? String(index + 1),
    });
    const result = { Balance: fromMinor(balance), BingoIndex: index };
    await run.complete(trx, result);
    return result;
  });
  if (session.nickname) {
    try {
      const target = makeRoom(session.siteGroup, room.ProgramType === 2 ? 2 : 1, room.MatchId, room.AnchorLanguage, room.AnchorId);
      await postMessage(deps, target, {
        customerId, nickname: session.nickname ?? '', message: String(index), type: MessageType.Wheel,
        color: input.MessageInfoModel.Color, siteId: session.siteId, siteName: session.siteName, vip: session.vip,
      }, now);
    } catch (err) {
      deps.log.error({ err }, 'posting the wheel message failed');
    }
  }
  return answer;
}

/**
 * Turns the wheel on or off for one anchor (or every anchor with 0) and pushes ChangeWheelOpen
 * { IsWheelOpen } to the rooms concerned: rooms seen in the last day plus, for each match of
 * the anchor(s), the room in the streamer's language on every site.
 */
export async function setWheelOpen(deps: ServiceDeps, anchorId: number, isOpen: boolean, now = Date.now()): Promise<{ Groups: number }> {
  const { store, realtime } = deps;
  await q.setSwitch(store.db, anchorId, isOpen, now);
  const groups = new Set<string>();
  for (const r of await activeRooms(store.db, now - 24 * 3600_000)) if (anchorId === 0 || r.anchorId === anchorId) groups.add(r.group);
  const sites = await q.siteGroups(store.db);
  const streamers = await q.streamerLanguages(store.db);
  for (const m of await q.matchAnchors(store.db)) {
    const anchors = (JSON.parse(m.anchor_ids_json) as number[]).filter((a) => anchorId === 0 || a === anchorId);
    for (const a of anchors) for (const s of sites) groups.add(chatGroup(s.group_name, 1, Number(m.id), streamers.get(a) ?? 'en', a));
  }
  for (const g of groups) {
    try {
      await realtime.publish(g, 'ChangeWheelOpen', { IsWheelOpen: isOpen });
    } catch (err) {
      deps.log.error({ err, group: g }, 'publishing ChangeWheelOpen failed');
    }
  }
  return { Groups: groups.size };
}
