/** Escapes the RegExp syntax characters (unicode-mode safe). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The @streamer mention rule (spec chatroom-and-streaming "Chat text": a message with an @
 * streamer mention is sent as type At with the mention normalised to one trailing space).
 * The first '@' + name, in any case and with any spacing after it, is written '@Name ' (the
 * streamer's own spelling, exactly one space); null when the text holds no mention or there is
 * no streamer. The widget decides the type it sends with it and the server re-decides with it,
 * so both agree on every text.
 */
export function normaliseMention(text: string, streamerName: string | null): string | null {
  if (!streamerName) return null;
  const mention = new RegExp(`@${escapeRegExp(streamerName)}\\s*`, 'iu');
  if (!mention.test(text)) return null;
  return text.replace(mention, () => `@${streamerName} `);
}
