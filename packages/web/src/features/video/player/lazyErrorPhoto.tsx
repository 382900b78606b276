import { Suspense, lazy } from 'react';
import type { ComponentProps } from 'react';
import type { ErrorPhoto as Photo } from './ErrorPhoto';

const Lazy = lazy(() => import('./ErrorPhoto').then((m) => ({ default: m.ErrorPhoto })));

/**
 * The error photo loads when a stream fails, not with the page: the player box keeps its 16:9
 * (and its spinner or picture) for the moment it takes, and the routes' first load stays within
 * the budget the design pass may not grow (issue 17 item 10). React's lazy, not lazyPanel: the
 * broadcast page has no lazyPanel in its first load to share.
 */
export function ErrorPhoto(props: ComponentProps<typeof Photo>) {
  return <Suspense fallback={null}><Lazy {...props} /></Suspense>;
}
