import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CreateStreamerPost, RejectStreamerPost } from '@sideline/protocol';
import type { BackofficePost } from '@sideline/protocol';
import { fail, fakeFetch, ok, renderWith } from '../../test/render';
import { PostForm } from './PostForm';
import { RejectForm } from './RejectForm';

afterEach(() => vi.unstubAllGlobals());

const OPTIONS = { Streamers: [{ StreamerId: 3, Name: 'Linh Nguyen' }], Gifts: [{ GiftId: 7, Name: 'Heart' }], VipLevelMax: 10 };
const MEDIA = { MediaId: 'a'.repeat(64), Url: `/media/uploads/${'a'.repeat(64)}.png`, Kind: 'png' };
const post: BackofficePost = {
  PostId: 9, StreamerId: 3, StreamerName: 'Linh Nguyen', Type: 'photo', Content: 'Match day!', Media: [MEDIA], PublishAt: Date.now(),
  Visibility: 'public', Rule: null, Amount: 0, VipLevel: null, GiftId: null, GiftName: null, State: 'under-review', RejectReason: null,
  ReviewedBy: null, ReviewedAt: null, CreatedBy: 'editor@example.com', CreatedAt: 0, UpdatedAt: 0,
};

describe('RejectForm', () => {
  it('refuses a blank reason before calling the server, in the spec words, then sends the reason', async () => {
    const { fetchFn, calls } = fakeFetch({ [RejectStreamerPost.path]: () => ok({ Post: { ...post, State: 'not-approved', RejectReason: 'Blurry' } }) });
    vi.stubGlobal('fetch', fetchFn);
    const onDone = vi.fn();
    renderWith(<RejectForm post={post} onDone={onDone} onCancel={vi.fn()} />, { role: 'content-editor' });
    fireEvent.input(screen.getByLabelText(/^Reason/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A reason is required for rejection');
    expect(calls).toHaveLength(0);
    fireEvent.input(screen.getByLabelText(/^Reason/), { target: { value: 'Blurry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0].body).toEqual({ PostId: 9, Reason: 'Blurry' });
  });
});

describe('PostForm', () => {
  it('asks a restricted post for its rule and the rule for its amount before sending; the server\'s field refusal shows at the field', async () => {
    const { fetchFn, calls } = fakeFetch({ [CreateStreamerPost.path]: () => fail(400, 'GiftId', 'Choose the assigned gift') });
    vi.stubGlobal('fetch', fetchFn);
    renderWith(<PostForm post={{ ...post, PostId: 0 }} options={OPTIONS} onDone={vi.fn()} onCancel={vi.fn()} />, { role: 'content-editor' });
    fireEvent.click(screen.getByLabelText('Restricted'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a view rule for a restricted post')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Assigned gift'));
    fireEvent.input(screen.getByLabelText(/^Amount/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount greater than 0')).toBeTruthy();
    expect(await screen.findByText('Choose the assigned gift')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('asks for a photo or video before sending a new post', async () => {
    const { fetchFn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fetchFn);
    const onDone = vi.fn();
    renderWith(<PostForm post={null} options={OPTIONS} onDone={onDone} onCancel={vi.fn()} />, { role: 'content-editor' });
    fireEvent.click(screen.getByRole('button', { name: 'Add post' }));
    expect(await screen.findByText('A photo or video must be uploaded')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
