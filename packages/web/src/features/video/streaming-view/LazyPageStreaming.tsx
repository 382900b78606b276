import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { StreamingWithAd } from '@sideline/protocol';
import { useDataParam } from '../../../shared/data-param';
import { lazyPanel } from '../../../shared/ui/lazyPanel';
import { pageStreamingArgs } from './pageArgs';
import type { PageStreamingProps } from './PageStreaming';
import { streamingQuery } from './queries';
import { TeamHeader } from './TeamHeader';
import '../player/player.css';
import './streaming-view.css';

/**
 * The streaming view's place while its code loads: the team header (from the streaming info the
 * start-up already loaded), the toolbar's row and the 16:9 player box with the spinner the view
 * shows while its streaming info loads, so nothing moves when it arrives (issue 20).
 */
export function StreamingSkeleton() {
  const { t } = useTranslation();
  const { data } = useDataParam();
  const client = useQueryClient();
  const args = pageStreamingArgs(data);
  const streaming = args ? client.getQueryData<StreamingWithAd>(streamingQuery(args).queryKey) : undefined;
  return (
    <section className="streaming-view" aria-label={t('streaming', { defaultValue: 'Streaming' })} aria-busy="true" data-source="loading">
      {!(data.IsHideTitle ?? false) && streaming?.TeamInfo && <TeamHeader team={streaming.TeamInfo} />}
      {/* A hidden stand-in of the source button gives the row the height of the view's toolbar. */}
      <div className="streaming-view__toolbar"><span className="btn btn--ghost source-dropdown__toggle streaming-view__placeholder" aria-hidden="true">&nbsp;</span></div>
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
