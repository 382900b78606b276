import { ADMIN_MESSAGES, StaffErrorCode } from '@sideline/protocol';
import type { MaskWord } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import type { Store } from '../../store/types';
import { staffError } from '../staff/index';
import * as q from './store';

/**
 * Mask words (spec "Mask word: shared or site-specific, logic method 1 or 2"), the back office's
 * name for the indecent words. A duplicate within its scope (case-insensitive) is refused with
 * 'Masking word already exists'. Every change alters the list's version, so each node's matcher
 * is rebuilt once on its next check (store.ts `isIndecent`) and GetIndecent answers the new list.
 */
type Row = NonNullable<Awaited<ReturnType<typeof q.maskWordRow>>>;

export function toMaskWord(r: Row): MaskWord {
  return {
    MaskWordId: Number(r.id), Content: r.content, Logic: r.type === 2 ? 2 : 1, SiteId: r.site_id ?? null,
    CreatedAt: Number(r.created_at ?? 0), CreatedBy: r.created_by ?? 'seed',
  };
}

const duplicate = (field = 'Content') => new ApiError(409, StaffErrorCode.MaskWordExists, ADMIN_MESSAGES.maskWordExists, 409, {
  items: [{ Field: StaffErrorCode.MaskWordExists, Message: ADMIN_MESSAGES.maskWordExists }, { Field: field, Message: ADMIN_MESSAGES.maskWordExists }],
});

export async function listMaskWords(store: Store, f: { siteId?: number; search?: string }): Promise<MaskWord[]> {
  return (await q.maskWordRows(store.db, f)).map(toMaskWord);
}

async function requireWord(store: Store, id: number): Promise<Row> {
  const row = await q.maskWordRow(store.db, id);
  if (!row) throw staffError(404, StaffErrorCode.NotFound, `Mask word ${id} does not exist`);
  return row;
}

export async function addMaskWord(store: Store, w: { Content: string; Logic: 1 | 2; SiteId: number | null }, by: string, now = Date.now()): Promise<MaskWord> {
  const id = await store.transaction(async (trx) => {
    if ((await q.scopeContents(trx, w.SiteId)).has(w.Content.trim().toLowerCase())) throw duplicate();
    const [newId] = await q.insertMaskWords(trx, [{ type: w.Logic, content: w.Content.trim(), siteId: w.SiteId, by }], now);
    await q.bumpMaskWordsVersion(trx);
    return newId!;
  });
  return toMaskWord(await requireWord(store, id));
}

/** An edit is a removal and an addition (the list's version changes with every change). */
export async function editMaskWord(store: Store, id: number, w: { Content: string; Logic: 1 | 2; SiteId: number | null }, by: string, now = Date.now()) {
  const before = toMaskWord(await requireWord(store, id));
  const newId = await store.transaction(async (trx) => {
    await q.deleteMaskWordRow(trx, id);
    if ((await q.scopeContents(trx, w.SiteId)).has(w.Content.trim().toLowerCase())) throw duplicate();
    const [added] = await q.insertMaskWords(trx, [{ type: w.Logic, content: w.Content.trim(), siteId: w.SiteId, by }], now);
    await q.bumpMaskWordsVersion(trx);
    return added!;
  });
  return { before, after: toMaskWord(await requireWord(store, newId)) };
}

export async function deleteMaskWord(store: Store, id: number): Promise<MaskWord> {
  const before = toMaskWord(await requireWord(store, id));
  await store.transaction(async (trx) => {
    await q.deleteMaskWordRow(trx, id);
    await q.bumpMaskWordsVersion(trx);
  });
  return before;
}

/** Bulk import: duplicates (of the list or within the import) are skipped and reported; one version change. */
export async function importMaskWords(store: Store, input: { Logic: 1 | 2; SiteId: number | null; Words: string[] }, by: string, now = Date.now()) {
  return store.transaction(async (trx) => {
    const existing = await q.scopeContents(trx, input.SiteId);
    const fresh: string[] = [];
    const duplicates: string[] = [];
    for (const raw of input.Words) {
      const word = raw.trim();
      const k = word.toLowerCase();
      if (existing.has(k)) duplicates.push(word);
      else {
        existing.add(k);
        fresh.push(word);
      }
    }
    await q.insertMaskWords(trx, fresh.map((content) => ({ type: input.Logic, content, siteId: input.SiteId, by })), now);
    await q.bumpMaskWordsVersion(trx);
    return { Added: fresh.length, Duplicates: duplicates };
  });
}
