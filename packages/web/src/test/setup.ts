import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { sessionStore } from '../shared/session/session';

// A busy machine (2 shared cores) can take more than the default 1 s to reach an awaited state.
configure({ asyncUtilTimeout: 10_000 });

// Tests do not use vitest globals, so React Testing Library's automatic cleanup is wired here.
// A file that declares `@vitest-environment node` (stylesheet and source scans) has no DOM to reset.
afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  sessionStore.getState().reset();
  window.localStorage.clear();
});
