import { describe, expect, expectTypeOf, it } from 'vitest';
import { HUB_PATHS, HubPath } from './define';
import { hubEvents } from './events';
import type { HubEventArgs, HubEventMessage, HubEventName, HubEventPayload } from './events';
import { hubMethods } from './methods';
import type { HubMethodArgs, HubMethodCall, HubMethodName, HubMethodResult } from './methods';

describe('hub contract', () => {
  it('declares the spec names exactly', () => {
    expect(Object.keys(hubMethods).sort()).toEqual(
      ['AddAdsGroup', 'AddChatRoomGroup', 'AddEntertainmentChatRoomGroup', 'AddMemberGroup', 'AddPlayerStatusGroup', 'AddStreamerScheduleGroup', 'RemoveFromGroup'].sort(),
    );
    expect(Object.keys(hubEvents)).toEqual([
      'UpdateConnectionKey', 'CheckChatroomStatus', 'MessagePush', 'PushGetMessageEvent', 'DeleteMessages', 'ChangeWheelOpen', 'IndecentChanged', 'PushLuckyBoxWinner',
      'PushFastMarketSettlement', 'PushPlayerGamblingState', 'PushPromotedOdds', 'CancelPromotedOdds', 'DeletePromotedOdds', 'GetJackpots', 'GetNBALottery',
      'PushEventStart', 'PushLivePrograms', 'GetAgoraPlayerStatus', 'GetBytePlusPlayerStatus',
      'PushBetCard',
    ]);
    for (const [name, def] of [...Object.entries(hubMethods), ...Object.entries(hubEvents)]) {
      expect(def.name).toBe(name);
      for (const hub of def.hubs) expect(HUB_PATHS).toContain(hub);
    }
    expect(HUB_PATHS).toEqual(['/chatroomhub', '/entertainmenthub', '/streamerschedulehub', '/commonhub']);
  });

  it('validates the RemoveFromGroup signature of the spec', () => {
    const args = hubMethods.RemoveFromGroup.args;
    expect(args.safeParse([1, 'en', 2, 'siteA', 'token', 'keys', true]).success).toBe(true);
    expect(args.safeParse([1, 'en', 2, 'siteA', 'token', 'keys']).success).toBe(false);
    expect(args.safeParse([1, 'en', 2, 'site:A', 'token', 'keys', true]).success).toBe(false);
  });

  it('accepts the JS client turning an omitted trailing since into null', () => {
    const args = hubMethods.AddChatRoomGroup.args;
    expect(args.safeParse([1, 'en', 2, 'siteA', 't', null, false, null]).success).toBe(true);
    expect(args.safeParse([1, 'en', 2, 'siteA', 't', null, false]).success).toBe(true);
    expect(args.safeParse([1, 'en', 2, 'siteA', 't', null, false, { Seq: 3, Epoch: 'e' }]).success).toBe(true);
    expect(args.safeParse([1.5, 'en', 2, 'siteA', 't', null, false]).success).toBe(false);
  });

  it('AddMemberGroup takes only the token (and a position): no member or group can be named', () => {
    const args = hubMethods.AddMemberGroup.args;
    expect(args.safeParse(['tok', null]).success).toBe(true);
    expect(args.safeParse(['tok', { Seq: 2, Epoch: 'e' }]).success).toBe(true);
    expect(args.safeParse(['tok', null, 1002]).success).toBe(false);
    expect(args.safeParse([1002, null]).success).toBe(false);
  });

  it('event payloads parse with and without the trailing position', () => {
    const payload = { LiveMatchIds: [1], LiveEntertainmentEventIds: [2] };
    expect(hubEvents.PushLivePrograms.args.safeParse([payload]).success).toBe(true);
    expect(hubEvents.PushLivePrograms.args.safeParse([payload, { Seq: 1, Epoch: 'e', Group: 'g' }]).success).toBe(true);
    expect(hubEvents.PushLivePrograms.args.safeParse([{ LiveMatchIds: 'x' }]).success).toBe(false);
    expect(hubEvents.DeletePromotedOdds.args.safeParse([{ MarketIds: [1, 2] }]).success).toBe(true);
  });

  it('types: one union per direction, keyed by name', () => {
    expectTypeOf<HubMethodName>().toEqualTypeOf<
      'AddChatRoomGroup' | 'AddEntertainmentChatRoomGroup' | 'AddAdsGroup' | 'RemoveFromGroup' | 'AddStreamerScheduleGroup' | 'AddPlayerStatusGroup' | 'AddMemberGroup'
    >();
    expectTypeOf<HubMethodArgs<'RemoveFromGroup'>>().toEqualTypeOf<[number, string, number, string, string | null, string | null, boolean]>();
    expectTypeOf<HubMethodResult<'AddChatRoomGroup'>>().toHaveProperty('Group').toEqualTypeOf<string>();
    expectTypeOf<Extract<HubMethodCall, { target: 'RemoveFromGroup' }>['arguments']>().toEqualTypeOf<HubMethodArgs<'RemoveFromGroup'>>();
    expectTypeOf<HubEventName>().toEqualTypeOf<keyof typeof hubEvents>();
    expectTypeOf<HubEventPayload<'PushLivePrograms'>>().toEqualTypeOf<{ LiveMatchIds: number[]; LiveEntertainmentEventIds: number[] }>();
    expectTypeOf<HubEventArgs<'DeletePromotedOdds'>[0]>().toEqualTypeOf<{ MarketIds: number[] }>();
    expectTypeOf<Extract<HubEventMessage, { target: 'PushEventStart' }>['payload']>().toEqualTypeOf<{ MatchId: number }>();
    expectTypeOf(HubPath.Chatroom).toEqualTypeOf<'/chatroomhub'>();
  });
});
