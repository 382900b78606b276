import { z } from 'zod';
import { defineStaffCall } from './define';
import { qInt } from '../fields';

/** Spec "Player" fields (admin vocabulary); null where the demo world has no value. */
export const RegisterMethod = z.enum(['original', 'google', 'apple', 'zalo', 'phone']);
export const BackofficePlayer = z.object({
  CustomerId: z.number().int(),
  /** The member system's user id. */
  UserId: z.string(),
  Nickname: z.string().nullable(),
  SiteId: z.number().int(),
  SiteName: z.string().nullable(),
  Country: z.string().nullable(),
  Mail: z.string().nullable(),
  Verified: z.boolean(),
  Frozen: z.boolean(),
  RegisterMethod: RegisterMethod.nullable(),
  CreateTime: z.number().int().nullable(),
  Ip: z.string().nullable(),
  DeviceId: z.string().nullable(),
  DeviceModel: z.string().nullable(),
  Agent: z.string().nullable(),
  Vip: z.number().int(),
  /** Spec "Player mute: muted or unmuted". */
  IsMuted: z.boolean(),
  MutedUntil: z.number().int().nullable(),
});
export type BackofficePlayer = z.infer<typeof BackofficePlayer>;

export const MuteRecord = z.object({
  At: z.number().int(),
  StaffEmail: z.string(),
  /** 'mute' or 'unmute'. */
  Kind: z.enum(['mute', 'unmute']),
  Reason: z.string(),
  Duration: z.enum(['forever', 'days', 'hours']).nullable(),
  Amount: z.number().int().nullable(),
  Until: z.number().int().nullable(),
});

export const SearchPlayers = defineStaffCall({
  name: 'SearchPlayers', method: 'GET', path: '/players', access: 'read', feature: 'moderation', audited: false,
  request: z.object({
    /** Nickname contains (case-insensitive). */
    Nickname: z.string().trim().max(40).optional(),
    /** Exact customer id or member user id. */
    UserId: z.string().trim().max(60).optional(),
    SiteId: qInt.optional(),
    MutedOnly: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
    Page: qInt.pipe(z.number().int().min(1)).default(1),
    PageSize: qInt.pipe(z.number().int().min(1).max(200)).default(50),
  }),
  result: z.object({ Players: z.array(BackofficePlayer), Total: z.number().int(), Page: z.number().int(), PageSize: z.number().int() }),
  summary: 'Player search by nickname, user id, site.',
});

export const GetPlayer = defineStaffCall({
  name: 'GetPlayer', method: 'GET', path: '/players/detail', access: 'read', feature: 'moderation', audited: false,
  request: z.object({ CustomerId: qInt.pipe(z.number().int().positive()) }),
  result: z.object({ Player: BackofficePlayer, MuteHistory: z.array(MuteRecord) }),
  summary: 'One player with their mute history (404 not-found).',
});

export const SetPlayerFrozen = defineStaffCall({
  name: 'SetPlayerFrozen', method: 'POST', path: '/players/freeze', access: 'chat.moderate', feature: 'moderation', audited: true,
  request: z.object({ CustomerId: z.number().int().positive(), Frozen: z.boolean(), Reason: z.string().trim().min(1).max(200) }),
  result: z.object({ Player: BackofficePlayer }),
  summary: 'Freeze (no chat, gifts or bets: MessagePush answers IsMuted, paid and betting calls 403 Frozen) or unfreeze a player.',
});
