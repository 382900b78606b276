import { z } from 'zod';
import { defineStaffCall } from './define';
import { qInt } from '../fields';
import { IndecentWordType } from '../../enums';

/** Spec "Mask word: shared or site-specific, logic method 1 or 2" (1 contains, 2 separate token). */
export const MaskWord = z.object({
  MaskWordId: z.number().int(),
  Content: z.string(),
  Logic: z.enum(IndecentWordType),
  /** null = shared by every site. */
  SiteId: z.number().int().nullable(),
  CreatedAt: z.number().int(),
  CreatedBy: z.string(),
});
export type MaskWord = z.infer<typeof MaskWord>;

const WordInput = z.object({
  Content: z.string().trim().min(1).max(100),
  Logic: z.enum(IndecentWordType),
  SiteId: z.number().int().positive().nullable(),
});

export const ListMaskWords = defineStaffCall({
  name: 'ListMaskWords', method: 'GET', path: '/mask-words', access: 'read', feature: 'moderation', audited: false,
  request: z.object({ SiteId: qInt.optional(), Search: z.string().max(100).optional() }),
  result: z.object({ Words: z.array(MaskWord) }),
  summary: 'Mask words (shared and per site).',
});

/** Duplicate (same content, case-insensitive, same site scope) → 409, Field 'mask-word-exists', Message 'Masking word already exists'. */
export const AddMaskWord = defineStaffCall({
  name: 'AddMaskWord', method: 'POST', path: '/mask-words/add', access: 'maskwords.edit', feature: 'moderation', audited: true,
  request: WordInput, result: z.object({ Word: MaskWord }),
  summary: 'Add a mask word; senders and viewers\' GetIndecent follow within 1 s.',
});

export const EditMaskWord = defineStaffCall({
  name: 'EditMaskWord', method: 'POST', path: '/mask-words/edit', access: 'maskwords.edit', feature: 'moderation', audited: true,
  request: WordInput.extend({ MaskWordId: z.number().int().positive() }), result: z.object({ Word: MaskWord }),
  summary: 'Change a mask word (same duplicate rule).',
});

export const DeleteMaskWord = defineStaffCall({
  name: 'DeleteMaskWord', method: 'POST', path: '/mask-words/delete', access: 'maskwords.edit', feature: 'moderation', audited: true,
  request: z.object({ MaskWordId: z.number().int().positive() }), result: z.object({ MaskWordId: z.number().int() }),
  summary: 'Remove a mask word.',
});

/** Bulk import: one word per entry; duplicates (of the list or of each other) are skipped and reported. */
export const ImportMaskWords = defineStaffCall({
  name: 'ImportMaskWords', method: 'POST', path: '/mask-words/import', access: 'maskwords.edit', feature: 'moderation', audited: true,
  request: z.object({ Logic: z.enum(IndecentWordType), SiteId: z.number().int().positive().nullable(), Words: z.array(z.string().trim().min(1).max(100)).min(1).max(5000) }),
  result: z.object({ Added: z.number().int(), Duplicates: z.array(z.string()) }),
  summary: 'Import many mask words at once (the matcher is rebuilt once).',
});
