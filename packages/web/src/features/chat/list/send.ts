import { MessageType, normaliseMention } from '@sideline/protocol';
import { isIndecent } from './indecent';

/** What the chat knows when the user presses send. */
export interface SendContext {
  isLoggedIn: boolean;
  isMatchOpen: boolean;
  tokenExpired: boolean;
  nickname: string | null;
  /** MessageLengthLimit of the config (null before it loaded: no limit applied). */
  lengthLimit: number | null;
  indecent: RegExp | null;
  /** Epoch ms until which sends are ignored (MessageFrequency after the last send). */
  cooldownUntil: number;
  now: number;
  /** The streamer's name for @mentions, null when there is no streamer. */
  streamerName: string | null;
}

/** The decision for one send attempt (a pure reducer over the input; the room acts on it). */
export type SendDecision =
  | { kind: 'blank' }
  | { kind: 'login' }
  | { kind: 'closed' }
  | { kind: 'nickname' }
  | { kind: 'cooldown' }
  | { kind: 'indecent' }
  | { kind: 'send'; text: string; type: typeof MessageType.Message | typeof MessageType.At };

/**
 * Chat send rules (sections 5 and 6): logged out → login prompt; closed → nothing; blank →
 * ignored; no nickname → the nickname dialog; inside the cool-down → ignored; an indecent
 * word → refused; a mention of the streamer → type At; else type Message. The text is cut to
 * MessageLengthLimit.
 */
export function decideSend(raw: string, ctx: SendContext): SendDecision {
  if (!ctx.isLoggedIn) return { kind: 'login' };
  if (!ctx.isMatchOpen || ctx.tokenExpired) return { kind: 'closed' };
  const limited = ctx.lengthLimit !== null ? [...raw].slice(0, ctx.lengthLimit).join('') : raw;
  if (!limited.trim()) return { kind: 'blank' };
  if (!ctx.nickname) return { kind: 'nickname' };
  if (ctx.now < ctx.cooldownUntil) return { kind: 'cooldown' };
  if (isIndecent(ctx.indecent, limited)) return { kind: 'indecent' };
  const mention = normaliseMention(limited, ctx.streamerName);
  if (mention !== null) return { kind: 'send', text: mention, type: MessageType.At };
  return { kind: 'send', text: limited.trim(), type: MessageType.Message };
}
