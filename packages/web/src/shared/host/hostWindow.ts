/**
 * The one module that touches `window.parent` (the host page). Null when the widget is not
 * framed: then there is no host to talk to and the bridge stays silent.
 */
export function hostWindow(): Window | null {
  if (typeof window === 'undefined') return null;
  return window.parent && window.parent !== window ? window.parent : null;
}
