import type { FastifyInstance } from 'fastify';
import { CreateFeedbackRating, GetUserFeedbackInfo } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { createRating, feedbackInfo } from './service';

/** Feedback feature: whether to prompt, and storing the 1-5 star rating. */
export async function feedbackPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetUserFeedbackInfo, ({ input, requireSession }) => feedbackInfo(store, requireSession(), input.CustomerId));
  registerCall(app, CreateFeedbackRating, ({ input, requireSession }) => createRating(store, requireSession(), input, Date.now()));
}
