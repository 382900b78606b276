import type { ChatProgramType } from '../chat/index';

/** The ads group of a match without stream on one site (receives PushEventStart); keys as `chatGroup`'s. */
export function adsGroup(siteGroup: string, programType: ChatProgramType, matchId: number, language: string, anchorId: number): string {
  return `${siteGroup}:ads:${programType}:${matchId}:${language.toLowerCase()}:${anchorId}`;
}

/** A streamer channel's player status for provider 3 (A) or 4 (B); the same for every site. */
export function playerStatusGroup(provider: 3 | 4, matchId: number, anchorId: number, language: string): string {
  return `player:${provider}:${matchId}:${language.toLowerCase()}:${anchorId}`;
}
