import { lazyPanel } from '../../../shared/ui/lazyPanel';

/** The tutorial overlay as its own chunk (issue 20); mounted while hidden, so nothing shows while it loads. */
export const TutorialOverlay = lazyPanel(() => import('./TutorialOverlay').then((m) => m.TutorialOverlay), { fallback: null });
