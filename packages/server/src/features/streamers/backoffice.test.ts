import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateBroadcaster, CreateStreamer, EditBroadcaster, EditStreamer, GetBackofficeStreamer, ListBroadcasters, ListStreamers,
  SetBroadcasterOn, SetStreamerOn, UploadStreamerPhoto,
} from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';
import { gifBytes, pngBytes, uploadAs } from '../uploads/testing';

let t: TestApp;
let owner: StaffAgent;
let photo: { MediaId: string; Url: string };
let gif: { MediaId: string; Url: string };
beforeAll(async () => {
  t = await makeTestApp();
  owner = await signInOwner(t.app);
  photo = (await uploadAs(t.app, owner, UploadStreamerPhoto, { name: 'mai.png', type: 'image/png', bytes: pngBytes(12, 12, [10, 200, 90]) })).json().Result.Media;
  gif = (await uploadAs(t.app, owner, UploadStreamerPhoto, { name: 'mai.gif', type: 'image/gif', bytes: gifBytes() })).json().Result.Media;
});
afterAll(async () => t.close());

const input = (over: Record<string, unknown> = {}) => ({
  Name: 'Mai Tran', Language: 'vn', Supplier: 'Studio Nine', Contract: 'part-time', Channel: 'mai-live', Source: 'OBS', Key: 'sup-77',
  Memo: 'Weekend evenings', ServerAddress: 'rtmp://ingest.example/live', StreamKey: 'sk-123', Intro: 'V.League every weekend.',
  Photos: [photo.MediaId, gif.MediaId], TagNote: 'rising', Tag: 2, Features: [{ Content: 'Tactics', Star: 4 }], On: true, ...over,
});
const get = (url: string) => t.app.inject({ method: 'GET', url });
const errors = (body: string) => (JSON.parse(body) as { Error: { Field: string; Message: string }[] }).Error;

describe('streamer management', () => {
  let id = 0;
  it('adds a streamer that the viewer calls show at once (list, detail, photos)', async () => {
    const res = await owner.call(CreateStreamer, input());
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().Result.Streamer;
    id = s.StreamerId;
    expect(s).toMatchObject({ Name: 'Mai Tran', Contract: 'part-time', Channel: 'mai-live', Key: 'sup-77', ServerAddress: 'rtmp://ingest.example/live', On: true });
    expect(s.Photos).toEqual([{ MediaId: photo.MediaId, Url: photo.Url }, { MediaId: gif.MediaId, Url: gif.Url }]);
    const list = (await get('/Streamer/GetStreamerList?StreamerLanguage=vn&Status=true')).json().Result.StreamerDtos;
    expect(list.find((x: { Id: number }) => x.Id === id)).toMatchObject({ Name: 'Mai Tran', ImageUrl: photo.Url, Tag: 2, TagName: 'rising' });
    const detail = (await get(`/Streamer/GetStreamerDetail?Id=${id}`)).json().Result.StreamerDetailDto;
    expect(detail.AnchorPhotos).toEqual([{ Id: 1, ImageUrl: photo.Url }, { Id: 2, ImageUrl: gif.Url }]);
    expect(detail.AnchorFeatures).toEqual([{ Id: 1, Star: 4, Content: 'Tactics' }]);
    expect((await owner.call(GetBackofficeStreamer, { StreamerId: id })).json().Result.Streamer.Name).toBe('Mai Tran');
  });

  it('refuses a duplicate streamer (any case) or channel with the spec message', async () => {
    const dupName = await owner.call(CreateStreamer, input({ Name: 'linh nguyen', Channel: 'other-1' }));
    expect(dupName.statusCode).toBe(409);
    expect(errors(dupName.body)).toEqual([{ Field: 'streamer-exists', Message: 'Streamer already exists' }, { Field: 'Name', Message: 'Streamer already exists' }]);
    const dupChannel = await owner.call(CreateStreamer, input({ Name: 'Someone New', Channel: 'mai-live' }));
    expect(dupChannel.statusCode).toBe(409);
    expect(errors(dupChannel.body)[0]).toEqual({ Field: 'channel-exists', Message: 'Channel already exists' });
    const renameOnto = await owner.call(EditStreamer, { ...input({ Name: 'Tuan Pham' }), StreamerId: id });
    expect(renameOnto.statusCode).toBe(409);
  });

  it('validates the admin inputs: a photo, feature text under 18 characters, required fields, known photos', async () => {
    const noPhoto = await owner.call(CreateStreamer, input({ Name: 'P1', Channel: 'p1', Photos: [] }));
    expect(noPhoto.statusCode).toBe(400);
    expect(errors(noPhoto.body)[0]).toEqual({ Field: 'Photos', Message: 'At least one photo is required' });
    const long = await owner.call(CreateStreamer, input({ Name: 'P2', Channel: 'p2', Features: [{ Content: '123456789012345678', Star: 3 }] }));
    expect(long.statusCode).toBe(400);
    expect(errors(long.body)[0]).toEqual({ Field: 'Features.0.Content', Message: 'Feature text must be under 18 characters' });
    expect((await owner.call(CreateStreamer, input({ Name: 'P3', Channel: 'p3', Features: [{ Content: '12345678901234567', Star: 3 }] }))).statusCode).toBe(200);
    expect((await owner.call(CreateStreamer, input({ Name: '  ', Channel: 'p4' }))).statusCode).toBe(400);
    for (const ref of ['0'.repeat(64), '/media/images/photo/linh-nguyen-1.svg', 'https://evil.example/x.png']) {
      const unknown = await owner.call(CreateStreamer, input({ Name: 'P5', Channel: 'p5', Photos: [photo.MediaId, ref] }));
      expect(unknown.statusCode, ref).toBe(400);
      expect(errors(unknown.body)[0]!.Field).toBe('Photos.1');
    }
  });

  it('edits and switches off: the streamer page follows, the audit keeps before and after', async () => {
    const edit = await owner.call(EditStreamer, { ...input({ Name: 'Mai T.', Intro: 'Now on Fridays too.', Photos: [gif.MediaId] }), StreamerId: id });
    expect(edit.statusCode, edit.body).toBe(200);
    const detail = (await get(`/Streamer/GetStreamerDetail?Id=${id}`)).json().Result.StreamerDetailDto;
    expect(detail).toMatchObject({ Name: 'Mai T.', Intro: 'Now on Fridays too.', ImageUrl: gif.Url });
    expect((await owner.call(SetStreamerOn, { StreamerId: id, On: false })).json().Result.Streamer.On).toBe(false);
    expect((await get(`/Streamer/GetStreamerDetail?Id=${id}`)).json().Code).toBe(404);
    expect((await get('/Streamer/GetStreamerList?StreamerLanguage=vn&Status=true')).json().Result.StreamerDtos.map((s: { Id: number }) => s.Id)).not.toContain(id);
    const audit = await t.app.sideline.store.db.selectFrom('staff_audit').selectAll().where('action', '=', 'EditStreamer').executeTakeFirst();
    expect(audit?.target).toBe(`streamer:${id}`);
    expect((await owner.call(SetStreamerOn, { StreamerId: 99999, On: true })).statusCode).toBe(404);
  });

  it('keeps a seeded streamer\'s own photos by URL on edit', async () => {
    const linh = (await owner.call(GetBackofficeStreamer, { StreamerId: 301 })).json().Result.Streamer;
    const res = await owner.call(EditStreamer, { ...input({ Name: linh.Name, Channel: linh.Channel, Language: 'vn' }), Photos: [linh.Photos[1].Url, photo.MediaId], StreamerId: 301 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Result.Streamer.Photos).toEqual([{ MediaId: null, Url: linh.Photos[1].Url }, { MediaId: photo.MediaId, Url: photo.Url }]);
    expect((await get('/Streamer/GetStreamerDetail?Id=301')).json().Result.StreamerDetailDto.ImageUrl).toBe(linh.Photos[1].Url);
  });

  it('a renamed streamer shows on the topic page schedule cards; switched off, their match cards go', async () => {
    const tuan = (await owner.call(GetBackofficeStreamer, { StreamerId: 302 })).json().Result.Streamer;
    const photos = tuan.Photos.map((p: { Url: string }) => p.Url);
    expect((await owner.call(EditStreamer, { ...input({ Name: 'Tuan P.', Channel: tuan.Channel }), Photos: photos, StreamerId: 302 })).statusCode).toBe(200);
    const schedule = async () => (await t.app.inject({ method: 'POST', url: '/Streamer/GetStreamerScheduleInfo', payload: { UserLanguage: 'en' }, headers: { IsSchedule: 'true' } }))
      .json().Result.StreamerScheduleInfoDtos.filter((c: { AnchorId: number }) => c.AnchorId === 302) as { AnchorName: string; EventId: number | null }[];
    const cards = await schedule();
    expect(cards.length).toBeGreaterThan(0);
    expect(new Set(cards.map((c) => c.AnchorName))).toEqual(new Set(['Tuan P.']));
    await owner.call(SetStreamerOn, { StreamerId: 302, On: false });
    expect((await schedule()).filter((c) => c.EventId === null)).toEqual([]); // match cards; a programme keeps its card
    await owner.call(SetStreamerOn, { StreamerId: 302, On: true });
  });

  it('lists a page at a time with search and filters', async () => {
    const page = (await owner.call(ListStreamers, { Search: 'mai', PageSize: 5 })).json().Result;
    expect(page.Streamers.map((s: { Name: string }) => s.Name)).toEqual(['Mai T.']);
    const vn = (await owner.call(ListStreamers, { Language: 'vn', On: true, Page: 1, PageSize: 1 })).json().Result;
    expect(vn.Total).toBe(3); // 301, 302 and P3 (Mai is off)
    expect(vn.Streamers).toHaveLength(1);
    const seeded = (await owner.call(ListStreamers, { Search: 'streamer-301' })).json().Result.Streamers[0];
    expect(seeded).toMatchObject({ Name: 'Linh Nguyen', Channel: 'streamer-301', Photos: expect.arrayContaining([expect.objectContaining({ MediaId: null })]) });
  });
});

describe('broadcaster management', () => {
  it('adds, edits (their broadcasts follow), switches off (gone from the sources) and refuses duplicates', async () => {
    const list = (await owner.call(ListBroadcasters, {})).json().Result;
    expect(list.Broadcasters.map((b: { BroadcasterId: number }) => b.BroadcasterId)).toEqual([801, 802, 803]);
    const add = await owner.call(CreateBroadcaster, { Name: 'Hanoi Night Voice', Language: 'vn', Style: 'Leisure', On: true });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().Result.Broadcaster.BroadcasterId).toBe(804);
    const dup = await owner.call(CreateBroadcaster, { Name: 'hanoi night voice', Language: 'th', Style: 'Funny', On: true });
    expect(dup.statusCode).toBe(409);
    expect(errors(dup.body)[0]).toEqual({ Field: 'broadcaster-exists', Message: 'Broadcaster already exists' });

    expect((await owner.call(EditBroadcaster, { BroadcasterId: 801, Name: 'Coach Minh', Language: 'vn', Style: 'Funny', On: true })).statusCode).toBe(200);
    const row = await t.app.sideline.store.db.selectFrom('broadcasts').select(['name', 'style']).where('broadcaster_id', '=', 801).executeTakeFirst();
    expect(row).toEqual({ name: 'Coach Minh', style: 'Funny' });
    await owner.call(SetBroadcasterOn, { BroadcasterId: 801, On: false });
    const rows = await t.app.sideline.store.db.selectFrom('broadcasters').select('status').where('id', '=', 801).executeTakeFirst();
    expect(rows?.status).toBe(0);
  });
});
