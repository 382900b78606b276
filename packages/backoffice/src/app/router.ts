import { useBrowserLocation } from 'wouter/use-browser-location';
import type { BaseLocationHook } from 'wouter';
import { leaveGuard } from '../shared/forms';

/** Where the back office is served (the server's pages plugin; vite `base`). */
export const BASE = '/backoffice';

/**
 * The router's location hook: the browser's, with every in-app navigation passing the
 * unsaved-changes guard first (a form with unsaved changes asks before it is left).
 */
export function guardedLocation(question: () => string, ask: (q: string) => boolean = (q) => window.confirm(q)): BaseLocationHook {
  return (options) => {
    const [location, navigate] = useBrowserLocation(options);
    const guarded = ((to: string, opts?: Parameters<typeof navigate>[1]) => {
      if (leaveGuard.allowLeave(ask, question())) navigate(to, opts);
    }) as typeof navigate;
    return [location, guarded];
  };
}
