import { describe, expectTypeOf, it } from 'vitest';
import type { HubEventPayload, JoinGroupResult } from '@sideline/protocol';
import type { HubClient } from './hubClient';

/** Type-level tests (vitest typecheck): the web hub client is typed by the contract. */
declare const client: HubClient;

describe('HubClient against the hub contract', () => {
  it('hands an event handler the contract payload', () => {
    client.on('MessagePush', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<HubEventPayload<'MessagePush'>>();
      expectTypeOf(payload.Message).toEqualTypeOf<string>();
    });
    client.on('PushPromotedOdds', (payload) => {
      expectTypeOf(payload).toHaveProperty('PromotedOddsId').toEqualTypeOf<number>();
    });
  });

  it('refuses an event the contract does not declare, and a handler of the wrong payload', () => {
    // @ts-expect-error not a hub event of the contract
    client.on('NoSuchEvent', () => undefined);
    // @ts-expect-error CheckChatroomStatus carries an object, not a string
    client.on('CheckChatroomStatus', (payload: string) => payload);
  });

  it('types invoke by the method: its arguments and its result', () => {
    expectTypeOf(client.invoke('RemoveFromGroup', 1, 'en', 0, 'site', 'token', null, false)).resolves.toEqualTypeOf<{ Removed: boolean }>();
    expectTypeOf(client.invoke('AddMemberGroup', 'token', null)).resolves.toEqualTypeOf<JoinGroupResult>();
    // @ts-expect-error RemoveFromGroup takes seven positional arguments
    void client.invoke('RemoveFromGroup', 1);
    // @ts-expect-error the match id is a number
    void client.invoke('RemoveFromGroup', '1', 'en', 0, 'site', 'token', null, false);
    // @ts-expect-error not a hub method of the contract
    void client.invoke('NoSuchMethod');
  });
});
