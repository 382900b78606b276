import { describe, expect, it } from 'vitest';
import { tutorialReducer } from './tutorialMachine';
import type { TutorialEvent } from './tutorialMachine';

describe('tutorialReducer', () => {
  it.each([
    [0, { type: 'start' }, 1],
    [2, { type: 'start' }, 1],
    [1, { type: 'next' }, 2],
    [2, { type: 'next' }, 0],
    [0, { type: 'next' }, 0],
    [1, { type: 'close' }, 0],
  ] as [0 | 1 | 2, TutorialEvent, 0 | 1 | 2][])('%s + %o → %s', (s, e, out) => expect(tutorialReducer(s, e)).toBe(out));
});
