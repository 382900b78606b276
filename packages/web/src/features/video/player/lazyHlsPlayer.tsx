import { lazyPanel } from '../../../shared/ui/lazyPanel';
import type { HlsPlayerProps } from './HlsPlayer';

/**
 * The HLS player as its own chunk, for a page whose first chat line does not wait for the video
 * (the programme pages, issue 20; /licensee's streaming view is lazy as a whole): its box and
 * the player's own loading spinner hold the 16:9 place meanwhile. The page preloads it when it
 * mounts, so it travels beside the start-up calls.
 */
export const LazyHlsPlayer = lazyPanel<HlsPlayerProps>(
  () => import('./HlsPlayer').then((m) => m.HlsPlayer),
  {
    fallback: (
      <div className="player" data-player-status="loading">
        <span className="player__spinner spinner" role="status" aria-label="loading" />
      </div>
    ),
  },
);
