import type { FastifyInstance } from 'fastify';
import {
  ApproveAllStreamerPosts, ApproveStreamerPost, CreateStreamerPost, DeleteStreamerPost, EditStreamerPost, GetPostFormOptions,
  ListStreamerPosts, RejectStreamerPost, UploadPostPhoto, UploadPostVideo,
} from '@sideline/protocol';
import { registerStaffCall } from '../staff/index';
import { registerUploadCall } from '../uploads/index';
import { approveAllPosts, approvePost, createPost, deletePost, editPost, listPosts, postFormOptions, rejectPost } from './service';

/** Back-office calls of streamer posts: the review list, add/edit/delete, approve one/all, reject, uploads. */
export async function postsBackofficePlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerStaffCall(app, ListStreamerPosts, async ({ input }) =>
    listPosts(store, { state: input.State, streamerId: input.StreamerId }, input.Page, input.PageSize));
  registerStaffCall(app, GetPostFormOptions, async () => postFormOptions(store));
  registerStaffCall(app, CreateStreamerPost, async ({ input, me, audit }) => {
    const post = await createPost(store, input, me().email);
    audit({ target: `post:${post.PostId}`, after: post });
    return { Post: post };
  });
  registerStaffCall(app, EditStreamerPost, async ({ input, audit }) => {
    const { before, after } = await editPost(store, input.PostId, input);
    audit({ target: `post:${after.PostId}`, before, after });
    return { Post: after };
  });
  registerStaffCall(app, DeleteStreamerPost, async ({ input, audit }) => {
    const before = await deletePost(store, input.PostId);
    audit({ target: `post:${before.PostId}`, before });
    return { PostId: before.PostId };
  });
  registerStaffCall(app, ApproveStreamerPost, async ({ input, me, audit }) => {
    const { before, after } = await approvePost(store, input.PostId, me().email);
    audit({ target: `post:${after.PostId}`, before: { State: before.State }, after: { State: after.State } });
    return { Post: after };
  });
  registerStaffCall(app, ApproveAllStreamerPosts, async ({ input, me, audit }) => {
    const ids = await approveAllPosts(store, input.AsOf, me().email, input.StreamerId);
    audit({ target: input.StreamerId === undefined ? 'posts' : `streamer:${input.StreamerId}`, after: { State: 'approved', PostIds: ids } });
    return { PostIds: ids };
  });
  registerStaffCall(app, RejectStreamerPost, async ({ input, me, audit }) => {
    const { before, after } = await rejectPost(store, input.PostId, input.Reason, me().email);
    audit({ target: `post:${after.PostId}`, before: { State: before.State }, after: { State: after.State }, reason: input.Reason });
    return { Post: after };
  });
  await registerUploadCall(app, UploadPostPhoto);
  await registerUploadCall(app, UploadPostVideo);
}
