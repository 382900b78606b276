import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { sessionStore } from '../shared/session/session';

// Tests do not use vitest globals, so React Testing Library's automatic cleanup is wired here.
afterEach(() => {
  cleanup();
  sessionStore.getState().reset();
  window.localStorage.clear();
});
