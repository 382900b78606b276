import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_MESSAGES, ApproveAllStreamerPosts, ApproveStreamerPost, CreateStreamerPost, DeleteStreamerPost, EditStreamerPost, GetPostFormOptions,
  GetPostWall, ListAudit, ListStreamerPosts, POST_VIDEO_MAX_BYTES, RejectStreamerPost, UploadPostPhoto, UploadPostVideo,
} from '@sideline/protocol';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';
import { gifBytes, pngBytes, uploadAs } from '../uploads/testing';

/** A minimal ISO-BMFF file: an 'ftyp' box with the isom brand, then an empty 'mdat' box (mp4 by its bytes). */
function mp4Bytes(padTo = 0): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
  const mdatSize = Math.max(8, padTo - ftyp.length);
  const mdat = Buffer.alloc(mdatSize);
  mdat.writeUInt32BE(mdatSize, 0);
  mdat.write('mdat', 4, 'ascii');
  return Buffer.concat([ftyp, mdat]);
}
const M3U8 = Buffer.from('#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nseg0.ts\n#EXT-X-ENDLIST\n');

/** What the suite needs of a running app: SQLite (posts.test.ts) or PostgreSQL (posts.scale.test.ts). */
export interface PostsSuiteApp { app: FastifyInstance; login(userKey: string): Promise<string>; close(): Promise<void> }

/** The streamer posts suite against the app `open` gives (the same rules on both databases). */
export function postsSuite(open: () => Promise<PostsSuiteApp>): void {
  let t: PostsSuiteApp;
  let owner: StaffAgent;
  let editor: StaffAgent;
  let viewer: StaffAgent;
  let streamerId: number;
  let giftId: number;
  let photo: { MediaId: string; Url: string };
  let video: { MediaId: string; Url: string };
  const HOUR = 3_600_000;

  beforeAll(async () => {
    t = await open();
    owner = await signInOwner(t.app);
    editor = await signInAs(t.app, owner, 'content-editor');
    viewer = await signInAs(t.app, owner, 'viewer');
    const options = (await editor.call(GetPostFormOptions)).json().Result;
    streamerId = options.Streamers[0].StreamerId;
    giftId = options.Gifts[0].GiftId;
    photo = (await uploadAs(t.app, editor, UploadPostPhoto, { name: 'wall.png', type: 'image/png', bytes: pngBytes(10, 10, [200, 40, 90]) })).json().Result.Media;
    video = (await uploadAs(t.app, editor, UploadPostVideo, { name: 'clip.mp4', type: 'video/mp4', bytes: mp4Bytes(2048) })).json().Result.Media;
  });
  afterAll(async () => t.close());

  const input = (over: Record<string, unknown> = {}) => ({
    StreamerId: streamerId, Type: 'photo', Content: 'Match day!', Media: [photo.MediaId], PublishAt: Date.now() - HOUR,
    Visibility: 'public', Rule: null, Amount: 0, VipLevel: null, GiftId: null, ...over,
  });
  const errorOf = (res: { json(): { Error: { Field: string; Message: string }[] } }) => res.json().Error[0];
  const wall = async (token?: string) =>
    (await t.app.inject({ method: 'GET', url: `${GetPostWall.path}?Id=${streamerId}&UserLanguage=en`, headers: token ? { Token: token } : {} })).json().Result.Posts as
      Array<{ PostId: number; Locked: boolean; Media: { Url: string; Kind: string }[]; Rule: string | null; GiftName: string | null; VipLevel: number | null }>;
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await editor.call(CreateStreamerPost, input(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Result.Post as { PostId: number; State: string };
  };

  describe('post uploads', () => {
    it('takes an mp4 by its ftyp box and an m3u8 by #EXTM3U, served with their types', async () => {
      expect(video.Url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.mp4$/);
      const res = await uploadAs(t.app, editor, UploadPostVideo, { name: 'live.m3u8', type: 'application/x-mpegURL', bytes: M3U8 });
      expect(res.statusCode, res.body).toBe(200);
      const m3u8 = res.json().Result.Media;
      expect(m3u8).toMatchObject({ Kind: 'm3u8', Url: expect.stringMatching(/\.m3u8$/) });
      const served = await t.app.inject({ method: 'GET', url: m3u8.Url });
      expect(served.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect((await t.app.inject({ method: 'GET', url: video.Url })).headers['content-type']).toBe('video/mp4');
    });

    it('takes a video of almost 25 MB', async () => {
      const res = await uploadAs(t.app, editor, UploadPostVideo, { name: 'long.mp4', type: 'video/mp4', bytes: mp4Bytes(POST_VIDEO_MAX_BYTES - 1024) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Result.Media).toMatchObject({ Kind: 'mp4', Bytes: POST_VIDEO_MAX_BYTES - 1024 });
    });

    it('refuses a video past 25 MB while it streams, a PNG named .mp4, a text file named .m3u8 and a photo as a video; stores nothing', async () => {
      const big = mp4Bytes(POST_VIDEO_MAX_BYTES + 1);
      const tooBig = await uploadAs(t.app, editor, UploadPostVideo, { name: 'long.mp4', type: 'video/mp4', bytes: big });
      expect(tooBig.statusCode).toBe(413);
      expect(errorOf(tooBig)).toEqual({ Field: 'file-too-large', Message: ADMIN_MESSAGES.fileTooLarge });
      for (const file of [
        { name: 'clip.mp4', type: 'video/mp4', bytes: pngBytes() },
        { name: 'list.m3u8', type: 'application/x-mpegURL', bytes: Buffer.from('#EXTINF:4.0,\nseg0.ts\n') },
        { name: 'clip.gif', type: 'image/gif', bytes: gifBytes() },
        { name: 'clip.png', type: 'video/mp4', bytes: mp4Bytes(512) },
      ]) {
        const res = await uploadAs(t.app, editor, UploadPostVideo, file);
        expect(res.statusCode, file.name).toBe(415);
        expect(errorOf(res)).toEqual({ Field: 'file-format', Message: ADMIN_MESSAGES.fileFormat });
      }
      const photoAsVideo = await uploadAs(t.app, editor, UploadPostPhoto, { name: 'clip.mp4', type: 'video/mp4', bytes: mp4Bytes(512) });
      expect(photoAsVideo.statusCode).toBe(415);
      const sha = createHash('sha256').update(big).digest('hex');
      expect((await t.app.inject({ method: 'GET', url: `/media/uploads/${sha}.mp4` })).statusCode).toBe(404);
      const audit = (await owner.call(ListAudit, { Action: 'UploadPostVideo' })).json().Result;
      expect(audit.Total).toBe(3); // the two mp4s and the m3u8 accepted above, nothing refused
    });
  });

  describe('streamer posts and review', () => {
    it('adds posts under review; the wall shows none of them yet', async () => {
      const post = await create();
      expect(post).toMatchObject({ State: 'under-review', Media: [{ MediaId: photo.MediaId, Url: photo.Url, Kind: 'png' }] });
      expect((await wall()).map((p) => p.PostId)).not.toContain(post.PostId);
    });

    it('refuses what the rules forbid, each at its field, storing nothing', async () => {
      const before = (await editor.call(ListStreamerPosts)).json().Result.Total;
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ Media: [] }, 'Media', ADMIN_MESSAGES.postMediaRequired],
        [{ Type: 'video', Media: [photo.MediaId] }, 'Media.0', ADMIN_MESSAGES.fileFormat],
        [{ Type: 'photo', Media: [video.MediaId] }, 'Media.0', ADMIN_MESSAGES.fileFormat],
        [{ Media: ['f'.repeat(64)] }, 'Media.0', `No upload ${'f'.repeat(64)}`],
        [{ StreamerId: 999_999 }, 'StreamerId', 'No streamer 999999'],
        [{ Content: '   ' }, 'Content', ADMIN_MESSAGES.required],
        [{ Visibility: 'restricted' }, 'Rule', ADMIN_MESSAGES.postRuleRequired],
        [{ Visibility: 'restricted', Rule: 'paid', Amount: 0 }, 'Amount', ADMIN_MESSAGES.postAmountRequired],
        [{ Visibility: 'restricted', Rule: 'vip' }, 'VipLevel', ADMIN_MESSAGES.postVipLevelRequired],
        [{ Visibility: 'restricted', Rule: 'gift', Amount: 1, GiftId: 987_654 }, 'GiftId', ADMIN_MESSAGES.postGiftRequired],
      ];
      for (const [over, field, message] of cases) {
        const res = await editor.call(CreateStreamerPost, input(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(errorOf(res), JSON.stringify(over)).toEqual({ Field: field, Message: message });
      }
      expect((await editor.call(ListStreamerPosts)).json().Result.Total).toBe(before);
    });

    it('approves one, approves all it listed, rejects with a reason only; the wall shows the approved ones whose time has come', async () => {
      const a = await create({ Content: 'one' });
      const b = await create({ Content: 'two', Type: 'video', Media: [video.MediaId] });
      const c = await create({ Content: 'three' });
      const later = await create({ Content: 'tomorrow', PublishAt: Date.now() + 24 * HOUR });
      const approved = await editor.call(ApproveStreamerPost, { PostId: a.PostId });
      expect(approved.json().Result.Post).toMatchObject({ State: 'approved', ReviewedBy: expect.stringContaining('@') });
      const again = await editor.call(ApproveStreamerPost, { PostId: a.PostId });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).Message).toBe(ADMIN_MESSAGES.postNotUnderReview);

      for (const Reason of ['', '   ']) {
        const noReason = await editor.call(RejectStreamerPost, { PostId: c.PostId, Reason });
        expect(noReason.statusCode).toBe(400);
        expect(errorOf(noReason)).toEqual({ Field: 'Reason', Message: ADMIN_MESSAGES.rejectReasonRequired });
      }
      expect((await editor.call(ListStreamerPosts, { State: 'under-review' })).json().Result.Posts.map((p: { PostId: number }) => p.PostId)).toContain(c.PostId);
      const rejected = await editor.call(RejectStreamerPost, { PostId: c.PostId, Reason: 'Blurry photo' });
      expect(rejected.json().Result.Post).toMatchObject({ State: 'not-approved', RejectReason: 'Blurry photo' });

      const list = (await editor.call(ListStreamerPosts, { State: 'under-review' })).json().Result;
      expect(list.UnderReview).toBeGreaterThanOrEqual(2);
      // A post added after the reviewer's list stays under review.
      await expect.poll(() => Date.now()).toBeGreaterThan(list.AsOf); // the clock has moved past the list
      const unseen = await create({ Content: 'added after the list' });
      const all = (await editor.call(ApproveAllStreamerPosts, { AsOf: list.AsOf })).json().Result.PostIds as number[];
      expect(all).toEqual(expect.arrayContaining([b.PostId, later.PostId]));
      expect(all).not.toContain(unseen.PostId);
      const states = new Map(((await editor.call(ListStreamerPosts, { PageSize: 100 })).json().Result.Posts as { PostId: number; State: string }[]).map((p) => [p.PostId, p.State]));
      expect([states.get(a.PostId), states.get(b.PostId), states.get(c.PostId), states.get(unseen.PostId)]).toEqual(['approved', 'approved', 'not-approved', 'under-review']);

      const shown = (await wall()).map((p) => p.PostId);
      expect(shown).toEqual(expect.arrayContaining([a.PostId, b.PostId]));
      expect(shown).not.toContain(c.PostId);
      expect(shown).not.toContain(later.PostId); // approved, but its publish time has not come
      expect(shown).not.toContain(unseen.PostId);
      expect((await wall()).find((p) => p.PostId === b.PostId)?.Media).toEqual([{ Url: video.Url, Kind: 'mp4' }]);

      // Taking an approved post down, and an edit sends a post back under review.
      await editor.call(RejectStreamerPost, { PostId: b.PostId, Reason: 'Wrong streamer' });
      const edited = await editor.call(EditStreamerPost, { ...input({ Content: 'one, edited' }), PostId: a.PostId });
      expect(edited.json().Result.Post).toMatchObject({ State: 'under-review', Content: 'one, edited', ReviewedBy: null });
      const after = (await wall()).map((p) => p.PostId);
      expect(after).not.toContain(a.PostId);
      expect(after).not.toContain(b.PostId);
      expect((await editor.call(DeleteStreamerPost, { PostId: c.PostId })).statusCode).toBe(200);
      expect((await editor.call(DeleteStreamerPost, { PostId: c.PostId })).statusCode).toBe(404);
    });

    it('shows restricted posts locked with their rule and without their files; VIP-only opens for a member of that level', async () => {
      const paid = await create({ Content: 'paid', Visibility: 'restricted', Rule: 'paid', Amount: 50 });
      const gift = await create({ Content: 'gift', Visibility: 'restricted', Rule: 'gift', Amount: 2, GiftId: giftId });
      const vip = await create({ Content: 'vip', Visibility: 'restricted', Rule: 'vip', VipLevel: 5 });
      const list = (await editor.call(ListStreamerPosts)).json().Result;
      await editor.call(ApproveAllStreamerPosts, { AsOf: list.AsOf, StreamerId: streamerId });
      const anonymous = await wall();
      const byId = (posts: typeof anonymous, id: number) => posts.find((p) => p.PostId === id)!;
      expect(byId(anonymous, paid.PostId)).toMatchObject({ Locked: true, Rule: 'paid', Amount: 50, Media: [] });
      expect(byId(anonymous, gift.PostId)).toMatchObject({ Locked: true, Rule: 'gift', Amount: 2, GiftName: expect.any(String), Media: [] });
      expect(byId(anonymous, vip.PostId)).toMatchObject({ Locked: true, Rule: 'vip', VipLevel: 5, Media: [] });
      const vip5 = await wall(await t.login('vip5'));
      expect(byId(vip5, vip.PostId)).toMatchObject({ Locked: false, Media: [{ Url: photo.Url, Kind: 'png' }] });
      expect(byId(vip5, paid.PostId).Locked).toBe(true);
      expect(byId(await wall(await t.login('member')), vip.PostId).Locked).toBe(true);
    });

    it('lets a viewer-role account read the list but neither post nor review; a content editor reviews', async () => {
      expect((await viewer.call(ListStreamerPosts)).statusCode).toBe(200);
      expect((await viewer.call(CreateStreamerPost, input())).statusCode).toBe(403);
      const post = await create();
      expect((await viewer.call(ApproveStreamerPost, { PostId: post.PostId })).statusCode).toBe(403);
      expect((await viewer.call(RejectStreamerPost, { PostId: post.PostId, Reason: 'no' })).statusCode).toBe(403);
      expect((await viewer.call(ApproveAllStreamerPosts, { AsOf: Date.now() })).statusCode).toBe(403);
      expect((await uploadAs(t.app, viewer, UploadPostVideo, { name: 'clip.mp4', type: 'video/mp4', bytes: mp4Bytes(300) })).statusCode).toBe(403);
    });
  });
}
