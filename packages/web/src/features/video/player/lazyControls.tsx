import { lazyPanel } from '../../../shared/ui/lazyPanel';
import type { VideoControlsProps } from './VideoControls';

/**
 * The controls over the video load beside the picture, not with the page: the first chat line
 * does not wait for them (load budget), and nothing shows in their place meanwhile.
 */
export const VideoControls = lazyPanel<VideoControlsProps>(
  () => import('./VideoControls').then((m) => m.VideoControls),
  { fallback: null },
);
