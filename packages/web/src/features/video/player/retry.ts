import { createContext } from 'react';

/**
 * "Try again" for whatever the streaming view shows: the view provides its refresh (the
 * toolbar's), so the error photo deep inside any player can offer it. Null: no retry here.
 */
export const PlayerRetryContext = createContext<(() => void) | null>(null);
