import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMER_PHOTO_MAX_BYTES, UploadStreamerPhoto } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';
import { gifBytes, multipart, pngBytes, uploadAs } from './testing';

let t: TestApp;
let owner: StaffAgent;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await signInOwner(t.app);
});
afterAll(async () => t.close());

const mediaCount = async (app = t.app) => Number((await app.sideline.store.db.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
const errorOf = (body: string) => (JSON.parse(body) as { Error: { Field: string; Message: string }[] }).Error[0];

describe('acceptUpload through UploadStreamerPhoto', () => {
  it('stores a PNG once (content-addressed) and serves it with its type, a strong ETag and immutable caching', async () => {
    const bytes = pngBytes(16, 16, [200, 40, 40]);
    const res = await uploadAs(t.app, owner, UploadStreamerPhoto, { name: 'face.png', type: 'image/png', bytes });
    expect(res.statusCode, res.body).toBe(200);
    const media = res.json().Result.Media;
    expect(media).toMatchObject({ Kind: 'png', Bytes: bytes.length });
    expect(media.Url).toBe(`/media/uploads/${media.MediaId}.png`);
    const again = await uploadAs(t.app, owner, UploadStreamerPhoto, { name: 'same.png', type: 'image/png', bytes });
    expect(again.json().Result.Media.MediaId).toBe(media.MediaId);

    const img = await t.app.inject({ method: 'GET', url: media.Url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(img.headers.etag).toBe(`"${media.MediaId}"`);
    expect(img.rawPayload.equals(bytes)).toBe(true);
    const cached = await t.app.inject({ method: 'GET', url: media.Url, headers: { 'if-none-match': img.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect((await t.app.inject({ method: 'GET', url: media.Url.replace('.png', '.gif') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/uploads/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('takes the type from the bytes: a GIF whatever it declares, a JPEG named .jpeg', async () => {
    const gif = await uploadAs(t.app, owner, UploadStreamerPhoto, { name: 'anim.gif', type: 'application/octet-stream', bytes: gifBytes() });
    expect(gif.json().Result.Media.Kind).toBe('gif');
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(200), Buffer.from([0xff, 0xd9])]);
    const res = await uploadAs(t.app, owner, UploadStreamerPhoto, { name: 'p.jpeg', type: 'image/jpeg', bytes: jpeg });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: res.json().Result.Media.Url })).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file past the limit while it streams in (413 "File exceeds the size limit") and stores nothing', async () => {
    const before = await mediaCount();
    const exact = await uploadAs(t.app, owner, UploadStreamerPhoto, { name: 'big.png', type: 'image/png', bytes: pngBytes(8, 8, [1, 2, 3], STREAMER_PHOTO_MAX_BYTES) });
    expect(exact.statusCode, exact.body).toBe(200);
    const over = await uploadAs(t.app, owner, UploadStreamerPhoto, { name: 'huge.png', type: 'image/png', bytes: pngBytes(8, 8, [1, 2, 4], 801 * 1024) });
    expect(over.statusCode).toBe(413);
    expect(errorOf(over.body)).toEqual({ Field: 'file-too-large', Message: 'File exceeds the size limit' });
    expect(await mediaCount()).toBe(before + 1);
  });

  it('refuses bytes that disagree with the name or are not an allowed kind (415 "File format error")', async () => {
    const before = await mediaCount();
    const cases = [
      { name: 'renamed.gif', type: 'image/gif', bytes: pngBytes(4, 4, [9, 9, 9]) },
      { name: 'notes.png', type: 'image/png', bytes: Buffer.from('just some text, not a picture at all') },
      { name: 'page.png', type: 'image/png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>') },
      { name: 'clip.webp', type: 'image/webp', bytes: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40)]) },
    ];
    for (const file of cases) {
      const res = await uploadAs(t.app, owner, UploadStreamerPhoto, file);
      expect(res.statusCode, `${file.name}: ${res.body}`).toBe(415);
      expect(errorOf(res.body)).toEqual({ Field: 'file-format', Message: 'File format error' });
    }
    expect(await mediaCount()).toBe(before);
  });

  it('answers 400 File "A file must be uploaded" without a file, an empty one or a JSON body', async () => {
    const json = await owner.call(UploadStreamerPhoto, {});
    expect(json.statusCode).toBe(400);
    expect(errorOf(json.body)).toEqual({ Field: 'File', Message: 'A file must be uploaded' });
    const wrongPart = multipart({ name: 'a.png', type: 'image/png', bytes: pngBytes(), field: 'Other' });
    const res = await t.app.inject({ method: 'POST', url: UploadStreamerPhoto.path, payload: wrongPart.payload, headers: { 'content-type': wrongPart.contentType, cookie: `sideline_staff=${owner.cookie}`, 'x-csrf-token': owner.csrf } });
    expect(res.statusCode).toBe(400);
    expect((await uploadAs(t.app, owner, UploadStreamerPhoto, { name: 'e.png', type: 'image/png', bytes: Buffer.alloc(0) })).statusCode).toBe(400);
  });

  it('checks the session, CSRF and permission before reading a byte, and audits what it stored', async () => {
    const before = await mediaCount();
    const viewer = await signInAs(t.app, owner, 'viewer');
    expect((await uploadAs(t.app, viewer, UploadStreamerPhoto, { name: 'v.png', type: 'image/png', bytes: pngBytes(5, 5) })).statusCode).toBe(403);
    expect((await uploadAs(t.app, { ...owner, csrf: 'nope' }, UploadStreamerPhoto, { name: 'v.png', type: 'image/png', bytes: pngBytes(5, 5) })).statusCode).toBe(403);
    expect(await mediaCount()).toBe(before);
    const editor = await signInAs(t.app, owner, 'content-editor');
    const ok = await uploadAs(t.app, editor, UploadStreamerPhoto, { name: 'e.png', type: 'image/png', bytes: pngBytes(6, 6) });
    expect(ok.statusCode).toBe(200);
    const audit = await t.app.sideline.store.db.selectFrom('staff_audit').selectAll().where('action', '=', 'UploadStreamerPhoto').orderBy('id', 'desc').executeTakeFirst();
    expect(audit?.target).toBe(`media:${ok.json().Result.Media.MediaId}`);
  });
});

describe('uploads in a shared directory (UPLOADS_DIR)', () => {
  it('keeps the bytes in the directory, serves them, and leaves no file after a refusal', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sideline-uploads-'));
    const d = await makeTestApp({ config: { uploadsDir: dir } });
    try {
      const staff = await signInOwner(d.app);
      const bytes = pngBytes(3, 3);
      const res = await uploadAs(d.app, staff, UploadStreamerPhoto, { name: 'd.png', type: 'image/png', bytes });
      const media = res.json().Result.Media;
      expect(await readdir(dir)).toEqual([`${media.MediaId}.png`]);
      const row = await d.app.sideline.store.db.selectFrom('media').select(['data']).where('id', '=', media.MediaId).executeTakeFirst();
      expect(row?.data).toBeNull();
      expect((await d.app.inject({ method: 'GET', url: media.Url })).rawPayload.equals(bytes)).toBe(true);
      expect((await uploadAs(d.app, staff, UploadStreamerPhoto, { name: 'x.gif', type: 'image/gif', bytes: pngBytes(2, 2) })).statusCode).toBe(415);
      expect((await uploadAs(d.app, staff, UploadStreamerPhoto, { name: 'y.png', type: 'image/png', bytes: pngBytes(2, 2, [0, 0, 0], 900 * 1024) })).statusCode).toBe(413);
      expect(await readdir(dir)).toEqual([`${media.MediaId}.png`]);
      expect(await mediaCount(d.app)).toBe(1);
    } finally {
      await d.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
