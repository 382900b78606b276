import { lazyPanel } from '../../../shared/ui/lazyPanel';

/** The streamer page's post wall, its own chunk: it loads when a streamer's detail opens. */
export const PostWall = lazyPanel(() => import('./PostWall').then((m) => m.PostWall));
