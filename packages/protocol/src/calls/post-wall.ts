import { z } from 'zod';
import { defineCall } from './define';
import { qInt } from './fields';

/**
 * The post wall on the streamer page (spec section 9: "Streamer post: type (photo or video),
 * content, publish time, visibility (public or restricted), view rules (paid, VIP level only,
 * assigned gift), amount"; banner position "post wall"). Posts come from the back office
 * (`CreateStreamerPost`) and show here once approved and their publish time has come.
 */
export const PostWallItem = z.object({
  PostId: z.number().int(),
  /** 'photo' or 'video'. */
  Type: z.enum(['photo', 'video']),
  Content: z.string(),
  /** Epoch ms. */
  PublishTime: z.number().int(),
  Visibility: z.enum(['public', 'restricted']),
  /** A restricted post is locked: its photos or video are not sent, only its rule. */
  Locked: z.boolean(),
  /** The view rule of a restricted post: paid (Amount), VIP level only (VipLevel), assigned gift (Amount × GiftName). */
  Rule: z.enum(['paid', 'vip', 'gift']).nullable(),
  Amount: z.number().int(),
  VipLevel: z.number().int().nullable(),
  GiftName: z.string().nullable(),
  /** Photos (photo post) or the one video; Kind 'jpeg' | 'png' | 'gif' | 'mp4' | 'm3u8'. Empty when locked. */
  Media: z.array(z.object({ Url: z.string(), Kind: z.string() })),
});
export type PostWallItem = z.infer<typeof PostWallItem>;

/** Most posts the wall answers (newest published first). */
export const POST_WALL_LIMIT = 30;

export const GetPostWall = defineCall({
  name: 'GetPostWall',
  method: 'GET',
  path: '/Streamer/GetPostWall',
  headers: { auth: 'optional' },
  request: z.object({ Id: qInt, UserLanguage: z.string().max(5).optional() }),
  result: z.object({ Posts: z.array(PostWallItem) }),
  feature: 'posts',
  summary: 'A streamer\'s post wall: approved posts whose publish time has come, newest first; restricted ones locked with their rule.',
});
