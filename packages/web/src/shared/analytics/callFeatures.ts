import { MessageType } from '@sideline/protocol';

/**
 * Key actions counted as feature uses, read off the widget's answered calls (Code 200) so no
 * feature has to remember to report them: the call name → the feature-use name.
 */
const CALL_FEATURES: Readonly<Record<string, string>> = {
  SendGift: 'gift-sent',
  SendWishCoin: 'wish-coin-sent',
  SendProfitShare: 'profit-share-sent',
  PurchaseLuckyBox: 'lucky-box-bought',
  PlaceBet: 'bet-placed',
  SpinWheel: 'wheel-spun',
  MessagePush: 'chat-sent',
  EntertainmentMessagePush: 'chat-sent',
  UpdateNickname: 'nickname-changed',
  CreateFeedbackRating: 'feedback-sent',
};

/** Chat calls by message type: a sticker line or a shared ticket is its own feature. */
const CHAT_TYPES: Readonly<Partial<Record<number, string>>> = {
  [MessageType.Sticker]: 'sticker-sent',
  [MessageType.ShowingTicket]: 'ticket-shared',
};

/** The feature use of an answered call, or null (a failed call, or not a key action). */
export function featureOfCall(callName: string, request: unknown, code: number): string | null {
  if (code !== 200) return null;
  const name = CALL_FEATURES[callName];
  if (!name) return null;
  if (name === 'chat-sent' && typeof request === 'object' && request !== null) {
    const type = (request as { Type?: unknown }).Type;
    if (typeof type === 'number') return CHAT_TYPES[type] ?? name;
  }
  return name;
}
