import type { ComponentProps } from 'react';
import { lazyPanel } from '../../../shared/ui/lazyPanel';
import type { BroadcastListener as Listener } from './BroadcastListener';

/** The voice broadcast (and provider A's SDK port) loads when a viewer picks that source, not with the page. */
export const BroadcastListener = lazyPanel<ComponentProps<typeof Listener>>(
  () => import('./BroadcastListener').then((m) => m.BroadcastListener),
  { fallback: <span className="player__spinner spinner" aria-hidden="true" /> },
);
