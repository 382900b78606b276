import { z } from 'zod';
import { defineCall } from './define';
import { FeedbackPayload } from '../entities/feedback';
import { Ack, qInt } from './fields';

export const CreateFeedbackRating = defineCall({
  name: 'CreateFeedbackRating',
  method: 'POST',
  path: '/CreateFeedbackRating',
  headers: { auth: 'required' },
  request: FeedbackPayload,
  result: Ack,
  feature: 'feedback',
  summary: 'Store a 1-5 star rating with optional text (answer not shown in the spec: an Ack).',
});

export const GetUserFeedbackInfo = defineCall({
  name: 'GetUserFeedbackInfo',
  method: 'GET',
  path: '/GetUserFeedbackInfo',
  headers: { auth: 'required' },
  request: z.object({ CustomerId: qInt }),
  result: z.object({ IsShowFeedback: z.boolean() }),
  feature: 'feedback',
  summary: 'Whether the feedback prompt may be shown to this user.',
});
