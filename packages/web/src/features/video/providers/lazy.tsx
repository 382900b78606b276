import { lazyPanel } from '../../../shared/ui/lazyPanel';
import type { ProviderPlayerProps } from './ProviderPlayer';

/**
 * Providers A/B (their state machines and SDK ports) load when a channel or preview uses
 * them, not with the page; a spinner holds the 16:9 box meanwhile.
 */
export const ProviderPlayer = lazyPanel<ProviderPlayerProps>(
  () => import('./ProviderPlayer').then((m) => m.ProviderPlayer),
  { fallback: <span className="player__spinner spinner" aria-hidden="true" /> },
);
