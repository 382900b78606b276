/** The chat bar drawers; only one is open at a time (section 2). */
export type DrawerId = 'wheel' | 'ticket' | 'gift' | 'sticker' | 'quick-bet';

/** Toggling the open drawer closes it; toggling another replaces it. */
export function toggleDrawer(current: DrawerId | null, id: DrawerId): DrawerId | null {
  return current === id ? null : id;
}

/** '@' just typed at the end of the text (the mention helper shows). */
export function wantsMentionHelper(text: string, streamerName: string | null): boolean {
  return Boolean(streamerName) && /(^|\s)@$/.test(text);
}

/** Inserts the mention in place of the trailing '@' (or appends it). */
export function insertMention(text: string, streamerName: string): string {
  const base = text.endsWith('@') ? text.slice(0, -1) : text;
  return `${base}@${streamerName} `;
}
