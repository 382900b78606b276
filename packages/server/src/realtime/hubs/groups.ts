/**
 * Group names, built only on the server. Publishers (features) use the same builders, so a
 * name is spelled in one place. Components are validated by the hub contract (ids are
 * integers, languages letters and '-', site groups `[A-Za-z0-9_-]`), so ':' cannot be injected.
 * Languages are lower-cased: 'EN' and 'en' are one room.
 */

/** ProgramType of a chat room (spec section 3): Match 1, Entertainment 2. */
export type ChatProgramType = 1 | 2;

/** The chat room of a match (ProgramType 1) or entertainment programme (2) on one site. */
export function chatGroup(siteGroup: string, programType: ChatProgramType, matchId: number, language: string, anchorId: number): string {
  return `${siteGroup}:chat:${programType}:${matchId}:${language.toLowerCase()}:${anchorId}`;
}

/** The ads group of a match without stream on one site (receives PushEventStart). */
export function adsGroup(siteGroup: string, programType: ChatProgramType, matchId: number, language: string, anchorId: number): string {
  return `${siteGroup}:ads:${programType}:${matchId}:${language.toLowerCase()}:${anchorId}`;
}

/**
 * One logged-in member's own group on one site (per-member pushes: PushFastMarketSettlement).
 * Joined only through AddMemberGroup, which takes the member from the token, never from input.
 */
export function memberGroup(siteGroup: string, customerId: number): string {
  return `${siteGroup}:member:${customerId}`;
}

/** The streamer-schedule feed (PushLivePrograms): one for everybody. */
export const STREAMER_SCHEDULE_GROUP = 'schedule:live-programs';

/** A streamer channel's player status for provider 3 (A) or 4 (B); the same for every site. */
export function playerStatusGroup(provider: 3 | 4, matchId: number, anchorId: number, language: string): string {
  return `player:${provider}:${matchId}:${language.toLowerCase()}:${anchorId}`;
}
