import type { LuckyBox, ParsedRequestOf, PurchaseLuckyBox } from '@sideline/protocol';
import { DomainErrorCode, MessageType } from '@sideline/protocol';
import type { ServiceDeps } from '../../http/context';
import type { Session } from '../../http/session';
import { badRequest } from '../../http/errors';
import type { Store } from '../../store/types';
import { bool, fromMinor, toMinor } from '../../store/values';
import { walletCurrencies } from '../licensee/index';
import type { IdempotentRun } from '../wallet/index';
import { LedgerReason, debit, moneyTransaction, refusal } from '../wallet/index';
import { customerOf } from '../wallet/index';
import { localName } from '../gifts/index';
import { displayName, publishRoomMessage, requireOpenRoom, requireRoom, roomGroup } from '../gifts/index';
import { giftNames, streamerName } from '../gifts/index';
import { drawPrize } from './draw';
import type { Random } from './draw';
import * as q from './store';

export interface LuckyBoxDeps extends ServiceDeps {
  random: Random;
}

/** GET /GetLuckyBoxInfo: active boxes of a currency with prize table and last winner. */
export async function luckyBoxInfo(store: Store, currencyId: number, language: string): Promise<LuckyBox[]> {
  const boxes = await q.listBoxes(store.db, currencyId);
  const settings = await q.boxSettings(store.db, boxes.map((b) => b.id));
  const names = await giftNames(store.db, [...new Set(settings.map((s) => s.gift_id))]);
  return Promise.all(boxes.map(async (b) => {
    const last = await q.lastDraw(store.db, b.id);
    const amount = fromMinor(Number(b.amount_minor));
    return {
      Id: b.id,
      Name: localName(b.names_json, language),
      ImgUrl: b.img_url,
      FrontendImgUrl: b.img_url,
      Amount: amount,
      IsVip: bool(b.is_vip),
      LuckyBoxCurrency: [{ CurrencyId: b.currency_id, Amount: amount }],
      LuckyBoxSettings: settings.filter((s) => s.lucky_box_id === b.id).map((s) => ({
        GiftInfoId: s.gift_id,
        GiftName: localName(names.get(s.gift_id) ?? '{}', language) || `#${s.gift_id}`,
        GiftAmount: fromMinor(Number(s.gift_amount_minor)),
        DrawChance: s.draw_chance,
      })),
      LuckyBoxLastWinner: last
        ? { DrawTime: new Date(Number(last.drawn_at)).toISOString(), Nickname: last.nickname, StreamerName: last.streamer_name }
        : null,
    };
  }));
}

type PurchaseInput = ParsedRequestOf<typeof PurchaseLuckyBox>;
type PurchaseResult = { Balance: number; GiftInfoId: number; LuckyBoxId: number };

/**
 * POST /PurchaseLuckyBox: pay the box price, draw a prize by DrawChance (server side), record the
 * winner. Answers (Error[0].Field): unknown box → 'LuckyBoxExpired' ('open-expired-lucky-box');
 * closed box, wrong currency or changed price → 'Status' with a message the client shows as is;
 * VIP box for a non-VIP → 'VipRequired'; balance short → 'InsufficientBalance'
 * ('insufficient-balance'). On success the room gets a LuckyBox (16) message '{giftId},{luckyBoxId}'
 * and PushLuckyBoxWinner.
 */
export async function purchaseLuckyBox(deps: LuckyBoxDeps, session: Session, input: PurchaseInput, run: IdempotentRun<PurchaseResult>): Promise<PurchaseResult> {
  const { store } = deps;
  const customerId = customerOf(session);
  const boxId = input.PurchaseLuckyBoxInfoModel.LuckyBoxId;
  const currencyId = input.UserInfoModel.CurrencyId;
  if (!walletCurrencies(session).includes(currencyId)) throw badRequest('UserInfoModel.CurrencyId', `Currency ${currencyId} is not available to this member`);
  requireRoom(session, input.ChatRoomInfoModel, 'ChatRoomInfoModel.');
  const box = await q.findBox(store.db, boxId);
  if (!box) throw refusal(DomainErrorCode.LuckyBoxExpired, 'open-expired-lucky-box');
  if (box.expires_at !== null && Number(box.expires_at) <= Date.now()) throw refusal(DomainErrorCode.LuckyBoxExpired, 'open-expired-lucky-box');
  if (box.status !== 1) throw refusal(DomainErrorCode.LuckyBoxStatus, 'This lucky box is no longer available');
  if (box.currency_id !== currencyId) throw refusal(DomainErrorCode.LuckyBoxStatus, 'This lucky box is sold in another currency');
  const priceMinor = Number(box.amount_minor);
  if (toMinor(input.PurchaseLuckyBoxInfoModel.Amount) !== priceMinor) {
    throw refusal(DomainErrorCode.LuckyBoxStatus, `The price of this lucky box is now ${fromMinor(priceMinor)}`);
  }
  if (bool(box.is_vip) && session.vip < 1) throw refusal(DomainErrorCode.VipRequired, 'This lucky box is for VIP members');
  const settings = await q.boxSettings(store.db, [boxId]);
  if (settings.length === 0) throw refusal(DomainErrorCode.LuckyBoxStatus, 'This lucky box has no prizes');

  // Drawn once, outside the transaction: a retried transaction must not draw again.
  const prize = drawPrize(settings, deps.random);
  const room = input.ChatRoomInfoModel;
  const nickname = displayName(session);
  const streamer = await streamerName(store.db, room.AnchorId);
  const now = Date.now();

  const result = await moneyTransaction(store, async (trx) => {
    await requireOpenRoom(trx, room, 'gift', 'ChatRoomInfoModel.');
    const movement = await debit(trx, {
      customerId, currencyId, amountMinor: priceMinor, reason: LedgerReason.LuckyBox, idempotencyKey: run.ledgerKey(),
      reference: `lucky-box:${boxId}>${prize.gift_id}`, matchId: room.MatchId, anchorId: room.AnchorId,
      anchorLanguage: room.AnchorLanguage, giftId: prize.gift_id, quantity: 1, now,
    });
    await q.insertDraw(trx, {
      luckyBoxId: boxId, customerId, giftId: prize.gift_id, nickname, streamerName: streamer,
      matchId: room.MatchId, anchorId: room.AnchorId, now,
    });
    const answer = { Balance: fromMinor(movement.balanceAfterMinor), GiftInfoId: prize.gift_id, LuckyBoxId: boxId };
    await run.complete(trx, answer);
    return answer;
  });

  await publishRoomMessage(deps, session, room, {
    Message: `${prize.gift_id},${boxId}`, Type: MessageType.LuckyBox, Color: input.MessageInfoModel.Color,
  });
  const giftName = localName((await giftNames(store.db, [prize.gift_id])).get(prize.gift_id) ?? '{}', room.AnchorLanguage);
  try {
    await deps.realtime.publish(roomGroup(session, room), 'PushLuckyBoxWinner', {
      LuckyBoxId: boxId, DrawTime: new Date(now).toISOString(), Nickname: nickname, StreamerName: streamer,
      GiftInfoId: prize.gift_id, GiftName: giftName,
    });
  } catch (err) {
    deps.log.error({ err }, 'publishing PushLuckyBoxWinner failed');
  }
  return result;
}
