import type { FeedbackPayload } from '@sideline/protocol';
import { ApiError, badRequest } from '../../http/errors';
import type { Session } from '../../http/session';
import type { Store } from '../../store/types';
import { findRating, insertRating } from './store';

/**
 * Feedback rules: a member rates once. GetUserFeedbackInfo answers IsShowFeedback true until
 * the member has stored a rating; when to prompt (Minute, Probability) is the site's
 * FeedbackSetting, applied by the client.
 */

/** The member asked about must be the caller (the query's CustomerId is the token's customer). */
function ownCustomer(session: Session, customerId: number): number {
  if (session.customerId !== customerId) throw badRequest('CustomerId', 'CustomerId is not the customer of this token');
  return customerId;
}

export async function hasRated(store: Store, customerId: number): Promise<boolean> {
  return (await findRating(store.db, customerId)) !== undefined;
}

/** GET /GetUserFeedbackInfo. */
export async function feedbackInfo(store: Store, session: Session, customerId: number): Promise<{ IsShowFeedback: boolean }> {
  return { IsShowFeedback: !await hasRated(store, ownCustomer(session, customerId)) };
}

/**
 * POST /CreateFeedbackRating: stores the rating (1-5, validated by the contract) and the
 * optional text, trimmed. A member who already rated gets HTTP 200 with body Code 409, Field
 * 'Rating', and nothing is stored.
 */
export async function createRating(store: Store, session: Session, input: FeedbackPayload, now: number): Promise<{ IsSuccess: boolean }> {
  const customerId = session.customerId as number;
  return store.transaction(async (trx) => {
    const had = await findRating(trx, customerId);
    if (had) throw new ApiError(409, 'Rating', 'This member has already rated', 200);
    await insertRating(trx, {
      customerId, siteId: session.siteId, matchId: input.MatchId, anchorId: input.AnchorId,
      programType: input.ProgramType, rating: input.Rating, feedback: input.Feedback.trim(), now,
    });
    return { IsSuccess: true };
  });
}
