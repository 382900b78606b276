import { ENTERTAINMENT_SOURCE_LABELS } from './constants';

/*
 * Where the reference codes of chatroom spec section 9 are used (issue 16 item 24). A module of
 * their own, not constants.ts: that one rides in every route's first load, these only where
 * streams are listed or a heartbeat is sent.
 */

/**
 * The entertainment source code of a programme's language (24 CN … 28 PH): the StreamingSrc an
 * entertainment programme's heartbeat and chatroom entry report. Null for another language.
 */
export function entertainmentSourceOf(language: string | null | undefined): number | null {
  const wanted = (language ?? '').toUpperCase();
  for (const [code, label] of Object.entries(ENTERTAINMENT_SOURCE_LABELS)) if (label === wanted) return Number(code);
  return null;
}

/** Vietnam's broadcaster areas (north NV, central CV, south SV): a broadcaster's Language may name one. */
export const VIETNAM_AREAS: readonly string[] = ['NV', 'CV', 'SV'];

/**
 * The language a stream is grouped and ordered under: a Vietnam area (NV, CV, SV) counts as VN,
 * every other language as itself, upper case.
 */
export function streamLanguageOf(language: string): string {
  const upper = language.toUpperCase();
  return VIETNAM_AREAS.includes(upper) ? 'VN' : upper;
}
