import { DEFAULT_PAGE_TITLE } from '@sideline/protocol';

/** Route metadata (`handle`) the app reads. */
export interface RouteHandle {
  /** Page title; without one the default 'Streaming ChatRoom' is used. */
  title?: string;
}

/** The title rule: the deepest matched route's `handle.title`, else 'Streaming ChatRoom'. */
export function pageTitle(matches: readonly { handle?: unknown }[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return DEFAULT_PAGE_TITLE;
}
