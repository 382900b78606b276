import { lazyPanel } from '../../shared/ui/lazyPanel';

/**
 * The licensee screen's lobby and streamer topic panel as chunks of their own (issue 16 items
 * 2-3), in a file of their own so pages without them do not carry their loaders.
 */
export const LicenseeLobby = lazyPanel(() => import('./lobby/LicenseeLobbyPanel').then((m) => m.LicenseeLobbyPanel), { fallback: null });
export const StreamerTopicPanel = lazyPanel(() => import('./schedule/StreamerTopicPanel').then((m) => m.StreamerTopicPanel), { fallback: null });
