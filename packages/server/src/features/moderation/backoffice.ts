import type { FastifyInstance } from 'fastify';
import {
  AddMaskWord, DeleteMaskWord, EditMaskWord, GetPlayer, ImportMaskWords, ListMaskWords, MutePlayer, SearchPlayers, SetPlayerFrozen, UnmutePlayer,
} from '@sideline/protocol';
import type { BackofficePlayer } from '@sideline/protocol';
import { registerStaffCall, staffError } from '../staff/index';
import { addMaskWord, deleteMaskWord, editMaskWord, importMaskWords, listMaskWords } from './mask-words';
import { muteHistory, mutePlayer, unmutePlayer } from './mutes';
import * as q from './store';

type PlayerRow = Awaited<ReturnType<typeof q.playerRows>>[number];

function toPlayer(r: PlayerRow, mute: { kind: string; until: number | null } | undefined): BackofficePlayer {
  const muted = !!r.is_muted;
  return {
    CustomerId: Number(r.id), UserId: r.licensee_user_name, Nickname: r.nickname, SiteId: r.site_id, SiteName: r.site_name ?? null,
    // Country, IP, model and agent: the device the member last opened the widget on (licensee/devices.ts).
    // The demo member system has no mail, verification or device id; those stay empty.
    Country: r.country ?? null, Mail: null, Verified: false, Frozen: r.frozen_at !== null, RegisterMethod: 'original', CreateTime: Number(r.created_at),
    Ip: r.ip ?? null, DeviceId: null, DeviceModel: r.device_model ?? null, Agent: r.agent ?? null,
    Vip: r.vip, IsMuted: muted, MutedUntil: muted && mute?.kind === 'mute' ? mute.until : null,
  };
}

/** Back-office calls of moderation: players and mutes, mask words. Each checks its staff permission. */
export async function moderationBackofficePlugin(app: FastifyInstance): Promise<void> {
  const deps = { store: app.sideline.store, realtime: app.sideline.realtime };
  const db = deps.store.db;

  registerStaffCall(app, MutePlayer, async ({ input, me, audit }) => {
    const { wasMuted, until } = await mutePlayer(deps, { customerId: input.CustomerId, reason: input.Reason, duration: input.Duration, amount: input.Amount, hideLines: input.HideLines }, me().email);
    audit({ target: `player:${input.CustomerId}`, before: { IsMuted: wasMuted }, after: { IsMuted: true, Duration: input.Duration, Amount: input.Amount ?? null, Until: until, HideLines: input.HideLines }, reason: input.Reason });
    return { CustomerId: input.CustomerId, IsMuted: true, Until: until };
  });
  registerStaffCall(app, UnmutePlayer, async ({ input, me, audit }) => {
    const { wasMuted } = await unmutePlayer(deps, input.CustomerId, input.Reason, me().email);
    audit({ target: `player:${input.CustomerId}`, before: { IsMuted: wasMuted }, after: { IsMuted: false }, reason: input.Reason });
    return { CustomerId: input.CustomerId, IsMuted: false };
  });

  registerStaffCall(app, SearchPlayers, async ({ input }) => {
    const f = { nickname: input.Nickname, userId: input.UserId, siteId: input.SiteId, mutedOnly: input.MutedOnly };
    const [rows, total] = await Promise.all([q.playerRows(db, f, input.PageSize, (input.Page - 1) * input.PageSize), q.playerCount(db, f)]);
    const mutes = await q.latestMutes(db, rows.map((r) => Number(r.id)));
    return { Players: rows.map((r) => toPlayer(r, mutes.get(Number(r.id)))), Total: total, Page: input.Page, PageSize: input.PageSize };
  });
  registerStaffCall(app, GetPlayer, async ({ input }) => {
    const [row] = await q.playerRows(db, { userId: String(input.CustomerId) }, 1, 0);
    if (!row || Number(row.id) !== input.CustomerId) throw staffError(404, 'not-found', `Player ${input.CustomerId} does not exist`);
    const mutes = await q.latestMutes(db, [input.CustomerId]);
    return { Player: toPlayer(row, mutes.get(input.CustomerId)), MuteHistory: await muteHistory(deps.store, input.CustomerId) };
  });

  registerStaffCall(app, SetPlayerFrozen, async ({ input, me, audit }) => {
    const [exists] = await q.playerRows(db, { userId: String(input.CustomerId) }, 1, 0);
    if (!exists || Number(exists.id) !== input.CustomerId) throw staffError(404, 'not-found', `Player ${input.CustomerId} does not exist`);
    const changed = await q.setFrozen(db, input.CustomerId, input.Frozen, { reason: input.Reason, by: me().email, at: Date.now() });
    audit({ target: `player:${input.CustomerId}`, before: { Frozen: changed ? !input.Frozen : input.Frozen }, after: { Frozen: input.Frozen }, reason: input.Reason });
    const [row] = await q.playerRows(db, { userId: String(input.CustomerId) }, 1, 0);
    const mutes = await q.latestMutes(db, [input.CustomerId]);
    return { Player: toPlayer(row!, mutes.get(input.CustomerId)) };
  });

  /** Tells open widgets of the site (every site for a shared word) to load GetIndecent again. */
  const announce = async (...siteIds: (number | null)[]) => {
    const scope = siteIds.includes(null) ? null : siteIds[0] ?? null;
    for (const group of await q.roomGroupsSince(db, scope, Date.now() - 24 * 3600_000)) {
      try {
        await deps.realtime.publish(group, 'IndecentChanged', { SiteId: scope });
      } catch (err) {
        app.log.error({ err, group }, 'publishing IndecentChanged failed');
      }
    }
  };

  registerStaffCall(app, ListMaskWords, async ({ input }) => ({ Words: await listMaskWords(deps.store, { siteId: input.SiteId, search: input.Search }) }));
  registerStaffCall(app, AddMaskWord, async ({ input, me, audit }) => {
    const word = await addMaskWord(deps.store, input, me().email);
    audit({ target: `maskword:${word.MaskWordId}`, after: word });
    await announce(word.SiteId);
    return { Word: word };
  });
  registerStaffCall(app, EditMaskWord, async ({ input, me, audit }) => {
    const { before, after } = await editMaskWord(deps.store, input.MaskWordId, input, me().email);
    audit({ target: `maskword:${before.MaskWordId}`, before, after });
    await announce(...new Set([before.SiteId, after.SiteId]));
    return { Word: after };
  });
  registerStaffCall(app, DeleteMaskWord, async ({ input, audit }) => {
    const before = await deleteMaskWord(deps.store, input.MaskWordId);
    audit({ target: `maskword:${before.MaskWordId}`, before });
    await announce(before.SiteId);
    return { MaskWordId: before.MaskWordId };
  });
  registerStaffCall(app, ImportMaskWords, async ({ input, me, audit }) => {
    const result = await importMaskWords(deps.store, input, me().email);
    audit({ target: `maskwords:${input.SiteId ?? 'shared'}`, after: { Logic: input.Logic, SiteId: input.SiteId, ...result } });
    await announce(input.SiteId);
    return result;
  });
}
