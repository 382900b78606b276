import { z } from 'zod';
import { defineCall } from './define';
import { BlockRequest, IndecentWord } from '../entities/chat';
import { IndecentWordType } from '../enums';
import { qInt } from './fields';

/** Escapes the RegExp syntax characters (valid in unicode mode, where '-' must stay bare). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The one combined, case-insensitive indecent-word pattern (spec section 5): Type 1 words match
 * anywhere (special characters escaped), Type 2 only as whole words (not preceded or followed
 * by a letter, digit or '_', in any script). Null when there are no words. Server and widget
 * build it from the same GetIndecent list, so both refuse the same texts.
 */
export function indecentPattern(words: readonly { Type: number; Content: string }[]): RegExp | null {
  const parts: string[] = [];
  for (const w of words) {
    const content = w.Content.trim();
    if (!content) continue;
    const escaped = escapeRegExp(content);
    parts.push(w.Type === IndecentWordType.WholeWord ? `(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])` : escaped);
  }
  return parts.length ? new RegExp(parts.join('|'), 'iu') : null;
}

/** Indecent words, block and report (the operator's mute and chatroom calls: operator.ts). */
export const GetIndecent = defineCall({
  name: 'GetIndecent',
  method: 'POST',
  path: '/GetIndecent',
  headers: { auth: 'optional' },
  request: z.object({}),
  result: z.object({ IndecentDto: z.array(IndecentWord) }),
  feature: 'moderation',
  summary: 'Indecent words: Type 1 matched anywhere, Type 2 as whole words.',
});

export const GetBlock = defineCall({
  name: 'GetBlock',
  method: 'GET',
  path: '/GetBlock',
  headers: { auth: 'required' },
  request: z.object({ CustomerId: qInt }),
  result: z.object({ BlockIds: z.array(z.number().int()) }),
  feature: 'moderation',
  summary: 'Customer ids the user has blocked (their messages are hidden).',
});

export const BlockCustomer = defineCall({
  name: 'BlockCustomer',
  method: 'POST',
  path: '/BlockCustomer',
  headers: { auth: 'required' },
  request: BlockRequest.extend({ BlockCustomerId: z.number().int().positive() }),
  result: z.object({ BlockIds: z.array(z.number().int()) }),
  feature: 'moderation',
  summary: 'Block and report a customer; answers the updated block list.',
});
