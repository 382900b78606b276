import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CancelEvent, EditEvent, EVENT_IMPORT_MAX_BYTES, EventImportTemplate, EventOptions, ImportEvents, ListAudit, ListEvents, MatchStatus,
  PreviewEventImport, PROGRAMME_LEAD_MS, XLSX_MEDIA_TYPE,
} from '@sideline/protocol';
import type { StaffCallDef } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';
import { toHongKongTime } from '../schedule/index';
import { zipBomb } from '../../../test-support/zip-bomb';
import { eventsWorkbook } from './template';
import type { EventSheetRow } from './template';
import { schedulerStep } from './scheduler';

/**
 * The events and programme list through the real paths: an owner's (and a content editor's)
 * uploads in, the database and the viewer's schedule call out.
 */
let t: TestApp;
let owner: StaffAgent;
let editor: StaffAgent;

beforeAll(async () => {
  t = await makeTestApp();
  owner = await signInOwner(t.app);
  editor = await signInAs(t.app, owner, 'content-editor');
});
afterAll(async () => t.close());
beforeEach(async () => {
  const db = t.app.sideline.store.db;
  const ids = (await db.selectFrom('events').select('match_id').execute()).map((r) => Number(r.match_id));
  if (ids.length) await db.deleteFrom('matches').where('id', 'in', ids).execute();
  await db.deleteFrom('events').execute();
});

const hk = (at: number) => toHongKongTime(at).replace('T', ' ').slice(0, 16);
const MIN = 60_000;

/** `n` valid rows starting `startIn` ms from now, a minute apart; MatchIds from `firstId`. */
function rows(n: number, firstId = 91000001, startIn = 30 * MIN): EventSheetRow[] {
  return Array.from({ length: n }, (_, i) => ({
    InfoSiteId: 7, MatchId: firstId + i, Sports: i % 2 ? 'Basketball' : 'Football', Group: 'Group A', League: i % 2 ? 'NBA' : 'English Premier League',
    Home: `Import Home ${i + 1}`, Away: `Import Away ${i + 1}`, 'Event time': hk(Date.now() + startIn + i * MIN), Language: 'vn',
    Streamer: 'Linh Nguyen', 'Addition type': 'auto', Booked: i % 3 === 0 ? 'yes' : 'no',
  }));
}

function upload(call: StaffCallDef, file: Buffer, agent = owner, type = XLSX_MEDIA_TYPE) {
  return t.app.inject({ method: 'POST', url: call.path, payload: file, headers: { 'content-type': type, cookie: `sideline_staff=${agent.cookie}`, 'x-csrf-token': agent.csrf } });
}

async function stored(): Promise<number> {
  return (await owner.call(ListEvents, { PageSize: 200 })).json().Result.Total;
}

/** 17 events, then 3 of them again: the journey's file. */
async function fileWithDuplicates(): Promise<Buffer> {
  const unique = rows(17);
  return eventsWorkbook([...unique, unique[2]!, unique[9]!, unique[16]!]);
}

describe('import', () => {
  it('previews 20 rows with 3 duplicates without storing, then imports "17 imported, 3 duplicates ignored"', async () => {
    const file = await fileWithDuplicates();
    const preview = await upload(PreviewEventImport, file, editor);
    expect(preview.statusCode).toBe(200);
    const p = preview.json().Result;
    expect([p.Valid, p.Duplicates, p.Invalid]).toEqual([17, 3, 0]);
    expect(p.Rows.filter((r: { Outcome: string }) => r.Outcome === 'duplicate').map((r: { Row: number }) => r.Row)).toEqual([19, 20, 21]);
    expect(await stored()).toBe(0);

    const res = await upload(ImportEvents, file, editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().Result).toEqual({ Imported: 17, Duplicates: 3, Message: '17 imported, 3 duplicates ignored' });
    expect(await stored()).toBe(17);
    const audit = (await owner.call(ListAudit, { Action: 'ImportEvents' })).json().Result;
    expect(JSON.parse(audit.Entries[0].After)).toMatchObject({ Imported: 17, Duplicates: 3 });

    const again = await upload(ImportEvents, file, editor);
    expect(again.json().Result.Message).toBe('0 imported, 20 duplicates ignored');
    expect(await stored()).toBe(17);
  });

  it('refuses a zip bomb without inflating it, a malformed file, and an end before its start; nothing stored', async () => {
    const bomb = await zipBomb(64);
    expect(bomb.length).toBeLessThan(EVENT_IMPORT_MAX_BYTES);
    for (const call of [PreviewEventImport, ImportEvents]) {
      const res = await upload(call, bomb);
      expect(res.statusCode).toBe(413);
      expect(res.json().Error[0]).toEqual({ Field: 'File', Message: 'File exceeds the size limit' });
    }
    const good = await eventsWorkbook(rows(2));
    const truncated = await upload(ImportEvents, good.subarray(0, Math.floor(good.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().Error[0].Message).toBe('File format error');
    const text = await upload(PreviewEventImport, Buffer.from('PK\u0003\u0004 not really a zip'));
    expect(text.json().Error[0].Message).toBe('File format error');

    const late = rows(3);
    late[1] = { ...late[1], 'End time': hk(Date.now() - 60 * MIN) };
    const file = await eventsWorkbook(late);
    const preview = (await upload(PreviewEventImport, file)).json().Result;
    expect(preview.Rows[1].Errors).toContainEqual({ Field: 'End time', Message: 'End time must be after start time' });
    const res = await upload(ImportEvents, file);
    expect(res.statusCode).toBe(422);
    expect(res.json().Error[0]).toEqual({ Field: 'File', Message: 'Failed to import match' });
    expect(res.json().Error).toContainEqual({ Field: 'Rows.3.End time', Message: 'End time must be after start time' });
    expect(await stored()).toBe(0);
  });

  it('flags each bad row with its column: required, unknown names, past times, a match id another site uses', async () => {
    const r = rows(6, 92000001);
    r[0] = { ...r[0], Home: null };
    r[1] = { ...r[1], Streamer: 'Nobody', League: 'Moon League', Sports: 'Curling' };
    r[2] = { ...r[2], 'Event time': hk(Date.now() - 10 * MIN) };
    r[3] = { ...r[3], Language: 'th' };
    r[4] = { ...r[4], MatchId: 51230001 };
    r[5] = { ...r[5], 'Event time': 'tomorrow-ish', MatchId: 3_000_000_000 };
    const p = (await upload(PreviewEventImport, await eventsWorkbook(r))).json().Result;
    expect(p.Invalid).toBe(6);
    const errs = p.Rows.map((row: { Errors: { Field: string; Message: string }[] }) => row.Errors);
    expect(errs[0]).toContainEqual({ Field: 'Home', Message: 'Required' });
    expect(errs[1]).toEqual(expect.arrayContaining([{ Field: 'Streamer', Message: 'Unknown streamer' }, { Field: 'League', Message: 'Unknown league' }, { Field: 'Sports', Message: 'Unknown sport' }]));
    expect(errs[2]).toContainEqual({ Field: 'Event time', Message: 'Event time must be in the future' });
    expect(errs[3]).toContainEqual({ Field: 'Streamer', Message: 'The streamer does not stream in this language' });
    expect(errs[4]).toContainEqual({ Field: 'MatchId', Message: 'Match ID is already used by another event' });
    expect(errs[5]).toEqual([{ Field: 'MatchId', Message: 'Invalid value' }, { Field: 'Event time', Message: 'Invalid value' }]);
  });

  it('refuses a body past the limit while reading, a JSON body, and keeps JSON routes JSON-only', async () => {
    const big = await upload(ImportEvents, Buffer.alloc(EVENT_IMPORT_MAX_BYTES + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().Error[0].Message).toBe('File exceeds the size limit');
    const json = await owner.call(ImportEvents, {});
    expect(json.statusCode).toBe(400);
    expect(json.json().Error[0]).toEqual({ Field: 'File', Message: 'A file must be uploaded' });
    const xlsxToJsonRoute = await upload(CancelEvent, await eventsWorkbook([]));
    expect(xlsxToJsonRoute.statusCode).toBe(415);
    const viewer = await signInAs(t.app, owner, 'viewer');
    expect((await upload(ImportEvents, await eventsWorkbook(rows(1)), viewer)).statusCode).toBe(403);
  });

  it('serves a template that previews as one valid row', async () => {
    const res = await owner.call(EventImportTemplate);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
    const p = (await upload(PreviewEventImport, res.rawPayload)).json().Result;
    expect([p.Valid, p.Invalid]).toEqual([1, 0]);
    const options = (await owner.call(EventOptions)).json().Result;
    expect(options.Streamers.map((s: { Name: string }) => s.Name)).toContain('Linh Nguyen');
    expect(options.Leagues.map((l: { Name: string }) => l.Name)).toContain('NBA');
  });
});

describe('programmes', () => {
  it('generates each programme two hours before start (once), and the viewer schedule shows it', async () => {
    const soon = rows(2, 93000001, 30 * MIN);
    const later = rows(1, 93000010, PROGRAMME_LEAD_MS + 60 * MIN);
    expect((await upload(ImportEvents, await eventsWorkbook([...soon, ...later]))).json().Result.Imported).toBe(3);
    const store = t.app.sideline.store;
    await schedulerStep(store, Date.now());
    const ids = async () => (await store.db.selectFrom('matches').select('id').where('id', '>=', 93000001).where('id', '<', 94000000).execute()).map((m) => Number(m.id)).sort();
    expect(await ids()).toEqual([93000001, 93000002]);
    expect(await schedulerStep(store, Date.now())).toBe(0);
    await schedulerStep(store, Date.now() + 61 * MIN);
    expect(await ids()).toEqual([93000001, 93000002, 93000010]);

    const schedule = await t.app.inject({ method: 'POST', url: '/Streamer/GetStreamerScheduleInfo', payload: { UserLanguage: 'en', AnchorLanguage: 'vn', PageSize: 100 } });
    const cards = schedule.json().Result.StreamerScheduleInfoDtos as { MatchId: number; HomeTeam: string; AnchorName: string }[];
    expect(cards.filter((c) => c.MatchId >= 93000001 && c.MatchId < 94000000).map((c) => c.HomeTeam).sort()).toEqual(['Import Home 1', 'Import Home 1', 'Import Home 2']);

    await store.db.updateTable('matches').set({ status: MatchStatus.Running }).where('id', '=', 93000001).execute();
    await schedulerStep(store, Date.now());
    const list = (await owner.call(ListEvents, { Status: 'running' })).json().Result;
    expect(list.Events.map((e: { MatchId: number }) => e.MatchId)).toEqual([93000001]);
  });
});

describe('edit and cancel', () => {
  it('edits an event (its programme follows), refuses an end before its start, cancels it and its programme', async () => {
    await upload(ImportEvents, await eventsWorkbook(rows(1, 94000001)));
    await schedulerStep(t.app.sideline.store, Date.now());
    const [event] = (await owner.call(ListEvents)).json().Result.Events;
    const change = {
      EventId: event.EventId, Group: 'Group B', EventTime: event.EventTime + 5 * MIN, EndTime: event.EventTime + 125 * MIN, Language: 'th',
      StreamerId: 303, AdditionType: 'manual', Booked: true, Period: 'first-half',
    };
    const edited = await editor.call(EditEvent, change);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().Result.Event).toMatchObject({ Group: 'Group B', StreamerName: 'Ploy Srisuk', Booked: true, AdditionType: 'manual', Period: 'first-half' });
    const match = await t.app.sideline.store.db.selectFrom('matches').selectAll().where('id', '=', 94000001).executeTakeFirstOrThrow();
    expect([Number(match.event_time), match.anchor_ids_json]).toEqual([change.EventTime, '[303]']);

    const bad = await editor.call(EditEvent, { ...change, EndTime: change.EventTime - MIN });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Error[0]).toEqual({ Field: 'EndTime', Message: 'End time must be after start time' });

    const cancel = await editor.call(CancelEvent, { EventId: event.EventId, Reason: 'Rained off' });
    expect(cancel.json().Result.Event.Status).toBe('canceled');
    const after = await t.app.sideline.store.db.selectFrom('matches').select('status').where('id', '=', 94000001).executeTakeFirstOrThrow();
    expect(after.status).toBe(MatchStatus.Canceled);
    expect((await editor.call(CancelEvent, { EventId: event.EventId, Reason: 'again' })).statusCode).toBe(409);
    expect((await owner.call(ListEvents, { Status: 'canceled' })).json().Result.Total).toBe(1);
  });

  it('filters by sport and Hong Kong day, and pages', async () => {
    await upload(ImportEvents, await eventsWorkbook(rows(5, 95000001)));
    const page = (await owner.call(ListEvents, { SportType: 1, PageSize: 2, Page: 2 })).json().Result;
    expect([page.Total, page.Events.length]).toEqual([3, 1]);
    const day = toHongKongTime(Date.now() + 30 * MIN).slice(0, 10);
    expect((await owner.call(ListEvents, { Date: day })).json().Result.Total).toBeGreaterThan(0);
    expect((await owner.call(ListEvents, { Date: '2001-01-01' })).json().Result.Total).toBe(0);
  });
});
