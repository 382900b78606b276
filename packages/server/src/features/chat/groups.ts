/**
 * The chat room's hub group, built only on the server (the chat hub joins it, every publisher
 * of a room's events uses it). Components are validated by the hub contract (ids are
 * integers, languages letters and '-', site groups `[A-Za-z0-9_-]`), so ':' cannot be
 * injected. Languages are lower-cased: 'EN' and 'en' are one room.
 */

/** ProgramType of a chat room (spec section 3): Match 1, Entertainment 2. */
export type ChatProgramType = 1 | 2;

/** The chat room of a match (ProgramType 1) or entertainment programme (2) on one site. */
export function chatGroup(siteGroup: string, programType: ChatProgramType, matchId: number, language: string, anchorId: number): string {
  return `${siteGroup}:chat:${programType}:${matchId}:${language.toLowerCase()}:${anchorId}`;
}

/** A group of one room's (site group, program type, match, language, anchor), like `chatGroup`. */
export type RoomGroupBuilder = typeof chatGroup;
