import { BlockCustomer, EntertainmentMessagePush, MessagePushCall, SENSITIVE_WORD_NOTICE_MS, UpdateNickname } from '@sideline/protocol';
import type { MessagePushRequest, MessagePushResult } from '@sideline/protocol';
import { validateNickname } from '../nickname/validateNickname';
import { verdictForPushAnswer } from './alertsForAnswer';
import type { NicknameOutcome, SendOutcome } from './chatRoomTypes';
import { isOwn } from './history';
import { okResult } from './roomContext';
import type { RoomContext } from './roomContext';
import { decideSend } from './send';

const keepCtxOf = (ctx: RoomContext) => {
  const s = ctx.snapshot();
  return { ownCustomerId: ctx.info.customerId, ownNickname: s.nickname, siteId: ctx.info.siteId, isJioo: ctx.info.isJioo, blockedIds: s.blockedIds };
};

/** The send flow: the rules (decideSend), the indecent alert, the cooldown, MessagePush and its verdict. */
export async function sendMessage(ctx: RoomContext, text: string): Promise<SendOutcome> {
  const { info, api, clock, alerts } = ctx;
  const snapshot = ctx.snapshot();
  const decision = decideSend(text, {
    isLoggedIn: info.isLoggedIn,
    isMatchOpen: snapshot.isMatchOpen,
    tokenExpired: ctx.isTokenExpired(),
    nickname: snapshot.nickname,
    lengthLimit: snapshot.config?.MessageLengthLimit ?? null,
    indecent: ctx.indecent(),
    cooldownUntil: snapshot.cooldownUntil,
    now: clock.now(),
    streamerName: info.streamerName,
  });
  if (decision.kind === 'indecent') {
    alerts.show({ key: 'sensitive-words-prohibited', durationMs: SENSITIVE_WORD_NOTICE_MS });
    return 'indecent';
  }
  if (decision.kind === 'cooldown') slowModeNotice(ctx);
  if (decision.kind !== 'send') return decision.kind;
  if (snapshot.sending) return 'cooldown';
  const body: MessagePushRequest = {
    Nickname: snapshot.nickname ?? '', FollowNickname: null, Message: decision.text, Type: decision.type, Color: info.color,
    MatchId: info.matchId, AnchorLanguage: info.anchorLanguage, SiteName: info.siteName,
    IsAllowSendMessage: snapshot.config?.IsAllowSendMessage ?? true, CurrencyId: info.currencyId, GroupName: info.groupName, AnchorId: info.anchorId,
  };
  // A match event's slow mode is never looser than the room's own cool-down (the server's rule too).
  const frequencyMs = Math.max(snapshot.config?.MessageFrequency ?? 0, snapshot.slowMode?.seconds ?? 0) * 1000;
  ctx.set({ sending: true, cooldownUntil: clock.now() + frequencyMs, lastSentAt: clock.now() });
  try {
    const env = await api.callEnvelope(ctx.isEntertainment ? EntertainmentMessagePush : MessagePushCall, body);
    const config = ctx.snapshot().config;
    const verdict = verdictForPushAnswer({ Error: env.Error, Result: env.Code === 200 ? (env.Result as MessagePushResult) : null }, {
      siteId: info.siteId, currencyId: info.currencyId, turnoverLimits: config?.TurnoverLimit ?? [],
      giftAllowed: info.giftAllowed && (config?.IsSendGift ?? true), isMatch: !ctx.isEntertainment,
    });
    if (verdict.alert) alerts.show(verdict.alert);
    if (verdict.outcome === 'cooldown') slowModeNotice(ctx);
    if (verdict.outcome === 'nickname') ctx.set({ nickname: null });
    return verdict.outcome;
  } catch (error) {
    ctx.log('MessagePush failed', error);
    return 'failed';
  } finally {
    ctx.set({ sending: false });
  }
}

/**
 * A send refused inside the cool-down is silent (spec section 4) — except in a match event's slow
 * mode, which the viewer did not choose and may not know of: then 'slow-mode-wait' says how long.
 */
function slowModeNotice(ctx: RoomContext): void {
  const { slowMode, cooldownUntil } = ctx.snapshot();
  const now = ctx.clock.now();
  if (!slowMode || slowMode.until <= now) return;
  ctx.alerts.show({ key: 'slow-mode-wait', vars: { seconds: Math.max(1, Math.ceil((cooldownUntil - now) / 1000)) }, tone: 'info', icon: 'notice' });
}

/** Saves a nickname (rules, indecent words, UpdateNickname) and alerts on a refusal. */
export async function saveNickname(ctx: RoomContext, name: string): Promise<NicknameOutcome> {
  const { api, alerts } = ctx;
  const verdict = validateNickname(name, ctx.indecent());
  if (verdict.kind === 'indecent') {
    alerts.show({ key: 'sensitive-words-prohibited', durationMs: SENSITIVE_WORD_NOTICE_MS });
    return 'indecent';
  }
  if (verdict.kind !== 'ok') return verdict.kind;
  try {
    const env = await api.callEnvelope(UpdateNickname, { Nickname: verdict.nickname });
    const saved = okResult(env);
    if (!saved) {
      alerts.show({ key: 'nickname-save-failed', detail: env.Error?.[0]?.Message ? `(${env.Error[0].Message})` : null });
      return 'failed';
    }
    ctx.set({ nickname: saved.Nickname });
    return 'saved';
  } catch (error) {
    ctx.log('UpdateNickname failed', error);
    alerts.show({ key: 'nickname-save-failed' });
    return 'failed';
  }
}

/** Blocks a customer (BlockCustomer) and drops their rows, never the viewer's own. */
export async function blockCustomer(ctx: RoomContext, customerId: number, nickname: string): Promise<boolean> {
  const { info, api } = ctx;
  if (!info.isLoggedIn || customerId <= 0) return false;
  const env = await ctx.call(() => api.callEnvelope(BlockCustomer, { MatchId: info.matchId, BlockCustomerId: customerId, BlockNickname: nickname }), 'BlockCustomer');
  const result = okResult(env);
  if (!result) return false;
  const blockedIds = new Set(result.BlockIds);
  const keep = keepCtxOf(ctx);
  ctx.set({ blockedIds, rows: ctx.snapshot().rows.filter((r) => r.CustomerId === null || !blockedIds.has(r.CustomerId) || isOwn(r, keep)) });
  return true;
}
