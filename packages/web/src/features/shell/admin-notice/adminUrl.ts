/** Path of the back office (packages/backoffice, served by the server under /backoffice/). */
export const BACKOFFICE_PATH = '/backoffice/';

/**
 * Where the new admin login lives. Set `VITE_ADMIN_LOGIN_URL` at build time; without it the
 * notice points to the back office at `/backoffice/` on the widget's own origin.
 */
export function adminLoginUrl(origin: string = window.location.origin): string {
  const configured = import.meta.env.VITE_ADMIN_LOGIN_URL as string | undefined;
  if (configured) return configured;
  return new URL(BACKOFFICE_PATH, origin).toString();
}
