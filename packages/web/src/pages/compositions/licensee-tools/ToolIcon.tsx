import { ToolbarItem } from '@sideline/protocol';
import type { ToolbarItem as Item } from '@sideline/protocol';

/** Stroke paths of the page toolbar icons (24 px grid, drawn in the text colour). */
const PATHS: Partial<Record<Item, readonly string[]>> = {
  [ToolbarItem.Leaderboard]: [
    'M6 9H4.5a2.5 2.5 0 0 1 0-5H6', 'M18 9h1.5a2.5 2.5 0 0 0 0-5H18', 'M4 22h16',
    'M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22', 'M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22',
    'M18 2H6v7a6 6 0 0 0 12 0V2Z',
  ],
  [ToolbarItem.Streamer]: ['M4 7h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Z', 'M17 2l-5 5-5-5'],
  [ToolbarItem.Promotion]: ['M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z', 'M16 2v4', 'M8 2v4', 'M3 10h18'],
};

/** A toolbar icon (decorative: the button carries the name). */
export function ToolIcon(props: { item: Item }) {
  return (
    <svg className="page-tool__icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {(PATHS[props.item] ?? []).map((d) => <path key={d} d={d} />)}
    </svg>
  );
}
