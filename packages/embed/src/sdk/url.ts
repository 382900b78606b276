import { encodeWidgetData } from './encode';
import { WIDGET_ROUTES, type WidgetData, type WidgetRoute } from './types';

/**
 * Validates a widget origin: it must be exactly `scheme://host[:port]` (what `event.origin`
 * will be), never '*' or a URL with a path, because it is used as the postMessage target
 * origin and compared by equality with incoming messages.
 */
export function normaliseOrigin(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`widgetOrigin must be an origin like https://widget.example.com, got "${origin}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin.replace(/\/$/, '')) {
    throw new Error(`widgetOrigin must be an origin like https://widget.example.com, got "${origin}"`);
  }
  return url.origin;
}

/** The iframe URL of a widget route: `<origin><route>?data=<base64 JSON, URL-escaped>`. */
export function widgetUrl(origin: string, route: WidgetRoute, data: WidgetData): string {
  if (!WIDGET_ROUTES.includes(route)) throw new Error(`Unknown widget route "${route}"`);
  const url = new URL(route, normaliseOrigin(origin));
  url.searchParams.set('data', encodeWidgetData(data));
  return url.toString();
}
