import { createHash } from 'node:crypto';
import { LayoutType, ProgramStatus, ProgramType } from '@sideline/protocol';
import type { EntertainmentProgramme, StreamingSetting, Tag } from '@sideline/protocol';
import { ApiError, badRequest, tokenExpired, unauthorized } from '../../http/errors';
import type { Session, SessionResolver } from '../../http/session';
import type { Store } from '../../store/types';
import { parseJson } from '../../store/values';
import { livePlaylistPath } from '../../media/hls/channels';
import { tagOf } from '../schedule/index';
import { toHongKongTime } from '../schedule/index';
import { countPresent, enter, findProgrammeWithStreamer, leave, listProgrammes, listTags } from './store';

/** Entertainment programme rules: the programme schedule, stream settings, presence. */

function asStatus(status: number): ProgramStatus {
  return (Object.values(ProgramStatus) as number[]).includes(status) ? status as ProgramStatus : ProgramStatus.NotStart;
}

/** Order: live, then not started and preview (soonest first), then ended (latest first). */
function rank(status: ProgramStatus): number {
  if (status === ProgramStatus.Live) return 0;
  return status === ProgramStatus.End ? 2 : 1;
}

/**
 * POST /Entertainment/Streamer/GetEntertainmentPrograms. `widget` (the Widget header is
 * 'true'/'1': the lobby) leaves ended programmes out; otherwise every programme is listed.
 * The ProgramType header, when sent, must be a ProgramType (1, 2 or 3), else 400.
 */
export async function entertainmentPrograms(store: Store, widget: boolean, programTypeHeader: string | undefined): Promise<{ StreamerProgramSchedule: EntertainmentProgramme[] }> {
  if (programTypeHeader !== undefined && programTypeHeader.trim() !== ''
    && !(Object.values(ProgramType) as number[]).includes(Number(programTypeHeader))) {
    throw badRequest('ProgramType', 'ProgramType header must be 1, 2 or 3');
  }
  const [rows, tagRows] = await Promise.all([listProgrammes(store.db), listTags(store.db)]);
  const tags = new Map<number, Tag>(tagRows.map((t) => [t.id, tagOf(t)]));
  const list = rows
    .map((p) => ({ p, status: asStatus(p.status), at: Number(p.open_time) }))
    .filter((x) => !widget || x.status !== ProgramStatus.End)
    .sort((a, b) => rank(a.status) - rank(b.status) || (a.status === ProgramStatus.End ? b.at - a.at : a.at - b.at) || a.p.event_id - b.p.event_id)
    .map(({ p, status, at }): EntertainmentProgramme => ({
      EventId: p.event_id,
      OpenTime: toHongKongTime(at),
      Title: p.title,
      AnchorId: p.anchor_id,
      StreamerName: p.streamer_name ?? '',
      ImageUrl: p.image_url || null,
      Tags: parseJson<unknown[]>(p.tags_json, []).map((id) => tags.get(Number(id))).filter((t): t is Tag => t !== undefined),
      Status: status,
      Language: p.language,
      LayoutType: p.layout_type === LayoutType.Horizontal ? LayoutType.Horizontal : LayoutType.Vertical,
    }));
  return { StreamerProgramSchedule: list };
}

async function programmeOr404(store: Store, eventId: number) {
  const p = await findProgrammeWithStreamer(store.db, eventId);
  if (!p) throw new ApiError(404, 'EventId', `No programme ${eventId}`, 200);
  return p;
}

/** The demo channel of a programme (served by media/hls). */
export function programmeChannel(eventId: number): string {
  return `programme-${eventId}`;
}

/**
 * GET /Entertainment/Streamer/GetStreamingSetting: streamer name and the stream. `Url` is the
 * programme's live HLS playlist while it is Live or in Preview, null otherwise; `StreamingId`
 * the channel name; `ClientId` null (the demo's own HLS needs none).
 */
export async function streamingSetting(store: Store, eventId: number): Promise<StreamingSetting> {
  const p = await programmeOr404(store, eventId);
  const playing = p.status === ProgramStatus.Live || p.status === ProgramStatus.Preview;
  return {
    StreamerName: p.streamer_name ?? '',
    Url: playing ? livePlaylistPath(programmeChannel(eventId)) : null,
    ClientId: null,
    StreamingId: programmeChannel(eventId),
  };
}

/** Who the presence row belongs to: the member, or a hash of an anonymous visitor's token. */
function viewerKey(session: Session): string {
  if (session.customerId !== null) return `c:${session.customerId}`;
  return `t:${createHash('sha256').update(session.token).digest('base64url').slice(0, 22)}`;
}

/**
 * The viewer of EnterProgram/LeaveProgram: the Token header's session, else the body Token's.
 * 401 when neither resolves; an expired token answers body Code 422 (entertainment rule).
 */
export async function presenceViewer(resolve: SessionResolver, header: Session | null, bodyToken: string): Promise<Session> {
  const session = header ?? (bodyToken.trim() && bodyToken.length <= 512 ? await resolve(bodyToken.trim()) : null);
  if (!session) throw unauthorized('A valid Token is required to enter or leave a programme');
  if (session.tokenExpired) throw tokenExpired(true);
  return session;
}

/** POST /Entertainment/Customer/EnterProgram: records the viewer as present (idempotent). */
export async function enterProgramme(store: Store, session: Session, eventId: number, now: number): Promise<{ IsSuccess: boolean }> {
  await programmeOr404(store, eventId);
  await enter(store.db, { eventId, viewerKey: viewerKey(session), customerId: session.customerId, now });
  return { IsSuccess: true };
}

/** POST /Entertainment/Customer/LeaveProgram: IsSuccess false when the viewer was not present. */
export async function leaveProgramme(store: Store, session: Session, eventId: number, now: number): Promise<{ IsSuccess: boolean }> {
  await programmeOr404(store, eventId);
  return { IsSuccess: await leave(store.db, eventId, viewerKey(session), now) };
}

/** Viewers present in a programme now. */
export function programmeViewers(store: Store, eventId: number): Promise<number> {
  return countPresent(store.db, eventId);
}
