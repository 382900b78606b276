import { FollowBetCard } from '@sideline/protocol';
import type { ApiClient, CallOptions } from '../../../shared/api';

/** POST /BetCards/Follow, loaded when a card is followed (the quick bet imports it on demand). */
export function followBetCard(api: Pick<ApiClient, 'callEnvelope'>, body: { CardId: number; Price: number; Stake: number }, options: CallOptions) {
  return api.callEnvelope(FollowBetCard, body, options);
}
