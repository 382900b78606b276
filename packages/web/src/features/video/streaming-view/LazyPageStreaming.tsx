import { useTranslation } from 'react-i18next';
import { lazyPanel } from '../../../shared/ui/lazyPanel';
import type { PageStreamingProps } from './PageStreaming';
import '../player/player.css';
import './streaming-view.css';

/**
 * The streaming view's place while its code loads: the toolbar's row and the 16:9 player box
 * with the spinner the view shows while its streaming info loads, so nothing moves when it
 * arrives (issue 20).
 */
export function StreamingSkeleton() {
  const { t } = useTranslation();
  return (
    <section className="streaming-view" aria-label={t('streaming', { defaultValue: 'Streaming' })} aria-busy="true" data-source="loading">
      <div className="streaming-view__toolbar" />
      <div className="player-box"><span className="player__spinner spinner" role="status" aria-label="loading" /></div>
    </section>
  );
}

/**
 * The page's streaming view as its own chunk (issue 20): the first chat lines do not need it, so
 * it loads beside them. Pages call `LazyPageStreaming.preload()` when their start-up begins, so
 * the chunk travels while the start-up calls are out.
 */
export const LazyPageStreaming = lazyPanel<PageStreamingProps>(
  () => import('./PageStreaming').then((m) => m.PageStreaming),
  { fallback: <StreamingSkeleton /> },
);
