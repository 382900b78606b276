/**
 * The one owner of "go to another page" for code outside React (the HTTP client's 401 and
 * 503 rules). The app installs the router's navigate on start-up; until then, and in any
 * context without a router, it falls back to a full page load.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

const fallback: NavigateFn = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let current: NavigateFn = fallback;

/** Installs the navigate function; returns a function restoring the previous one. */
export function setNavigator(fn: NavigateFn): () => void {
  const previous = current;
  current = fn;
  return () => {
    current = previous;
  };
}

/** Navigates with whatever navigator is installed. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}
