import { LICENSEE_NAME_MASK_LENGTH, MessageType, WELCOME_TEMPLATE_IDS, escapeChatName, normaliseMention } from '@sideline/protocol';

/**
 * Type At normalisation (spec section 5): a Message or At text mentioning the room's streamer
 * (protocol `normaliseMention`, the rule the widget applies too) is sent as type At with the
 * mention written '@Name '; a text without the mention is a plain Message. Other types pass
 * through.
 */
export function mentionType(text: string, type: MessageType, streamerName: string | null): { text: string; type: MessageType } {
  if (type !== MessageType.Message && type !== MessageType.At) return { text, type };
  const mentioned = normaliseMention(text, streamerName);
  return mentioned === null ? { text, type: MessageType.Message } : { text: mentioned, type: MessageType.At };
}

/**
 * The licensee user name as a welcome shows it when there is no nickname: up to 4 characters
 * become '***', longer ones the first 4 plus '***'. Masked on the server too, so the full
 * account name never leaves it.
 */
export function maskLicenseeName(name: string): string {
  const chars = [...name];
  return chars.length <= LICENSEE_NAME_MASK_LENGTH ? '***' : `${chars.slice(0, LICENSEE_NAME_MASK_LENGTH).join('')}***`;
}

/**
 * The licensee user name as every chat line carries it (welcome and paid lines alike): masked
 * and escaped once. The raw account name never leaves the server.
 */
export function maskedLicenseeName(licenseeUserName: string | null): string {
  return escapeChatName(maskLicenseeName(licenseeUserName ?? ''));
}

/**
 * The text of a Welcome (type 5) message: '{template id},{name}'. Clients use only the first
 * part (the template, 0-3, picked at random) and show the message's Nickname in it.
 */
export function welcomeText(name: string, random: () => number = Math.random): string {
  const template = WELCOME_TEMPLATE_IDS[Math.floor(random() * WELCOME_TEMPLATE_IDS.length)] ?? 0;
  return `${template},${name}`;
}

/** Types whose text is free prose: length and indecent checks apply (IsNotCheckMessage false). */
export const CHECKED_TYPES: readonly MessageType[] = [MessageType.Message, MessageType.At];
