/**
 * @sideline/embed — the host-page SDK: mount the Sideline widget iframe for a route and
 * exchange typed, origin-checked postMessage messages with it. The demo licensee site
 * (`src/demo`, served at `/`) is built on this and is not part of the exported API.
 */
export { mountWidget, DEFAULT_ALLOW, DEFAULT_SANDBOX } from './sdk/mount';
export { encodeWidgetData, decodeWidgetData, utf8ToBase64, base64ToUtf8 } from './sdk/encode';
export { widgetUrl, normaliseOrigin } from './sdk/url';
export { WIDGET_ROUTES } from './sdk/types';
export type { MountOptions, WidgetData, WidgetHandle, WidgetInput, WidgetMessageHandler, WidgetRoute } from './sdk/types';
/** The widget's own web vitals, as `handle.on('WidgetVitals', …)` delivers them. */
export type { WidgetVitals } from '@sideline/protocol';
