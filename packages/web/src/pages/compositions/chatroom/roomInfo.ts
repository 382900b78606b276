import { roomCustomerOf, roomLanguageOf } from '@sideline/protocol';
import type { DataParam, ProgramType } from '@sideline/protocol';
import type { ChatRoomInfo } from '../../../features/chat/core';

/** What the chat room's info is made of: the data parameter and the answers useChatroomInfo waits for. */
export interface ChatRoomInfoInputs {
  data: DataParam;
  isUserLogin: boolean;
  programType: ProgramType;
  color: number;
  /** POST /CheckSiteGroup's GroupName. */
  groupName: string;
  /** Feature setting EnabledBlockAndReport. */
  blockEnabled: boolean;
  /** The wallet's first currency (POST /GetBalance), when the data parameter names none. */
  walletCurrency?: number;
  /** The member as GET /GetUserToken answers. */
  me?: { CustomerId?: number; SiteId?: number; SiteName?: string } | null;
}

/**
 * The chat room's info, one way for the page (useChatroomInfo) and for the start-up that sends
 * the room's start calls early (its requests must be the room's, to the byte). React-free.
 */
export function chatRoomInfoOf(inputs: ChatRoomInfoInputs & { data: DataParam & { MatchId: number } }): ChatRoomInfo;
export function chatRoomInfoOf(inputs: ChatRoomInfoInputs): ChatRoomInfo | null;
export function chatRoomInfoOf({ data, isUserLogin, programType, color, groupName, blockEnabled, walletCurrency, me }: ChatRoomInfoInputs): ChatRoomInfo | null {
  if (data.MatchId === undefined) return null;
  return {
    matchId: data.MatchId,
    anchorId: typeof data.AnchorId === 'number' ? data.AnchorId : 0,
    anchorLanguage: roomLanguageOf(data),
    programType: (data.ProgramType as ProgramType | undefined) ?? programType,
    groupName,
    siteId: data.SiteId ?? me?.SiteId ?? 0,
    siteName: siteNameOf(data.SiteName, me?.SiteName),
    currencyId: data.CurrencyId ?? walletCurrency ?? 0,
    customerId: roomCustomerOf(data, isUserLogin, me),
    isLoggedIn: isUserLogin,
    streamerName: data.StreamerName ?? null,
    isJioo: data.IsJioo ?? false,
    giftAllowed: data.IsAllowSendGift ?? true,
    color,
    blockEnabled,
  };
}

/**
 * The SiteName bets, tickets and chat send: the data parameter's, else the member's from GET
 * /GetUserToken (issue 16 item 39: the demo host passes none, so bets went out with '').
 */
export function siteNameOf(fromData: string | undefined, fromToken: string | undefined): string {
  return fromData || fromToken || '';
}
