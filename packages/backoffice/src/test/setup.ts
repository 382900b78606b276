import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { csrf } from '../shared/api';
import { leaveGuard } from '../shared/forms';

// A busy machine (2 shared cores) can take more than the default 1 s to settle a form submit.
configure({ asyncUtilTimeout: 10_000 });

// Tests do not use vitest globals, so React Testing Library's automatic cleanup is wired here.
afterEach(() => {
  cleanup();
  csrf.set(null);
  leaveGuard.clear();
  window.localStorage.clear();
});
