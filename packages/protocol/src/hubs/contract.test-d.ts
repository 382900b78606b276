import { describe, expectTypeOf, it } from 'vitest';
import type {
  HubEventArgs, HubEventName, HubEventPayload, HubMethodArgs, HubMethodName, HubMethodResult, JoinGroupResult,
} from '../index';

/** Type-level tests (vitest typecheck): what the hub contract infers for its two directions. */
describe('hub contract inference', () => {
  it('names every event and method as literal keys', () => {
    expectTypeOf<'MessagePush'>().toExtend<HubEventName>();
    expectTypeOf<'AddChatRoomGroup'>().toExtend<HubMethodName>();
    expectTypeOf<'NoSuchEvent'>().not.toExtend<HubEventName>();
    expectTypeOf<'NoSuchMethod'>().not.toExtend<HubMethodName>();
  });

  it('infers an event payload from its zod tuple (the wire shape)', () => {
    expectTypeOf<HubEventPayload<'MessagePush'>['Message']>().toEqualTypeOf<string>();
    // Color: a class 1-10, or text from older senders; the one shape web and server share.
    expectTypeOf<HubEventPayload<'MessagePush'>['Color']>().toEqualTypeOf<number | string | null | undefined>();
    expectTypeOf<HubEventPayload<'CheckChatroomStatus'>>().toHaveProperty('IsMatchOpen').toEqualTypeOf<boolean>();
    expectTypeOf<NonNullable<HubEventArgs<'MessagePush'>[1]>>().toHaveProperty('Seq').toEqualTypeOf<number>();
  });

  it('infers a method argument list and result', () => {
    expectTypeOf<HubMethodArgs<'RemoveFromGroup'>>().toEqualTypeOf<[number, string, number, string, string | null, string | null, boolean]>();
    expectTypeOf<HubMethodResult<'RemoveFromGroup'>>().toEqualTypeOf<{ Removed: boolean }>();
    expectTypeOf<HubMethodResult<'AddChatRoomGroup'>>().toEqualTypeOf<JoinGroupResult>();
  });
});
