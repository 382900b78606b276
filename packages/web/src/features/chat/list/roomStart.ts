import { CheckMatchStatus, CheckProgramStatus, GetBlock, GetConfig, GetEntertainmentConfig, GetIndecent, GetNickname, ProgramType } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import type { ApiClient } from '../../../shared/api';
import type { ChatRoomInfo } from './chatRoomTypes';

/** What the room's start calls are built from. */
export type RoomStartInfo = Pick<ChatRoomInfo, 'matchId' | 'currencyId' | 'anchorLanguage' | 'anchorId' | 'programType' | 'isLoggedIn' | 'blockEnabled' | 'customerId'>;

/** GetConfig / GetEntertainmentConfig of a room. */
export const roomConfigRequest = (info: RoomStartInfo) => ({
  ParentId: info.matchId, CurrencyId: info.currencyId, AnchorLanguage: info.anchorLanguage, AnchorId: info.anchorId,
});

/** Whether the room loads its block list (GetBlock): a member, with block and report on. */
export const loadsBlockList = (info: RoomStartInfo): info is RoomStartInfo & { customerId: number } =>
  info.isLoggedIn && info.blockEnabled && info.customerId !== null;

/**
 * GetIndecent as the page keeps it (the query cache): the start-up loads it (its 'indecent-words'
 * step, spec section 3) and the room reads that copy (ChatRoomDeps.indecentWords), so the list
 * is asked for once per page. `fresh` asks the server again (IndecentChanged).
 */
export const indecentWordsQuery = (options: { fresh?: boolean } = {}) => ({
  queryKey: ['GetIndecent'] as const,
  queryFn: () => callApi(GetIndecent, {}),
  staleTime: options.fresh ? 0 : Infinity,
});

/**
 * Sends the room's start calls now (`ApiClient.prime`), built as the room builds them
 * (chatRoom.start), so its first identical calls take the answers instead of waiting a round
 * trip once the page has drawn (issue 20, first chat line): the nickname (members), the room's
 * config, the match's (or programme's) status and the block list (members, when block and
 * report is on). The start-up sends them once it knows the room. The indecent words are not
 * among them: the start-up's own step loads them, and the room reads that copy.
 */
export function primeRoomStart(info: RoomStartInfo, prime: ApiClient['prime']): void {
  const entertainment = info.programType === ProgramType.Entertainment;
  if (info.isLoggedIn) prime(GetNickname, {});
  prime(entertainment ? GetEntertainmentConfig : GetConfig, roomConfigRequest(info));
  if (entertainment) prime(CheckProgramStatus, { EventId: info.matchId });
  else prime(CheckMatchStatus, { MatchId: info.matchId });
  if (loadsBlockList(info)) prime(GetBlock, { CustomerId: info.customerId });
}
