import type { EntertainmentProgramme } from '@sideline/protocol';

/**
 * The entertainment page's title bar text (schedule spec section 2: "a title bar (programme
 * title …)"): the data parameter's Title, else the programme's own title from the programme
 * list; never the streamer's name (the top bar shows that). Null: not known.
 */
export function programmeTitle(dataTitle: string | null | undefined, programmes: readonly EntertainmentProgramme[], eventId: number | null): string | null {
  if (dataTitle) return dataTitle;
  return programmes.find((p) => p.EventId === eventId)?.Title || null;
}
