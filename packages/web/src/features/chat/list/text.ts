import { LICENSEE_NAME_MASK_LENGTH, WELCOME_NICKNAME_MAX_WEIGHT } from '@sideline/protocol';

/**
 * Text helpers of the chat (chatroom-and-streaming.md section 5): the welcome-name weight rule
 * and the VIP welcome masking. Pure, table-tested.
 */

/** CJK ideographs (and full-width forms) weigh 2, everything else 1. */
const WIDE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** The display weight of one character. */
export function charWeight(ch: string): 1 | 2 {
  return WIDE.test(ch) ? 2 : 1;
}

/**
 * Truncates `name` so its weight stays at or below `max` (default 14), adding '...' when cut.
 * Counts by code point, so an emoji or a surrogate pair is never split.
 */
export function truncateByWeight(name: string, max: number = WELCOME_NICKNAME_MAX_WEIGHT): string {
  let weight = 0;
  let out = '';
  for (const ch of name) {
    weight += charWeight(ch);
    if (weight > max) return `${out}...`;
    out += ch;
  }
  return out;
}

/**
 * The name a welcome shows: the nickname when there is one, else the licensee user name
 * masked — up to 4 characters become '***', longer ones keep the first 4 plus '***'.
 */
export function welcomeName(nickname: string | null | undefined, licenseeUserName: string | null | undefined): string {
  const nick = nickname?.trim();
  if (nick) return nick;
  const user = [...(licenseeUserName ?? '').trim()];
  if (user.length <= LICENSEE_NAME_MASK_LENGTH) return '***';
  return `${user.slice(0, LICENSEE_NAME_MASK_LENGTH).join('')}***`;
}

/** Names arrive escaped (section 5): the protocol's unescapeName, shared with the server's chat preview. */
export { unescapeName } from '@sideline/protocol';
