import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * What the page around the streaming view puts inside it: the one settings menu (shown in the
 * streaming toolbar, so the view has no settings button of its own) and the overlay that must
 * stay inside the video box (the bullet chat, clipped to the player so it never covers the
 * toolbar on a narrow screen). The chatroom section provides them; without a provider the view
 * shows neither.
 */
export interface StageSlots {
  menu: ReactNode;
  overlay: ReactNode;
  /** The page's toolbar icons beside refresh and mute (leaderboard, live streaming, events). */
  tools?: ReactNode;
}

const EMPTY: StageSlots = { menu: null, overlay: null, tools: null };

export const StageSlotsContext = createContext<StageSlots>(EMPTY);

/** The slots of the enclosing page (empty outside a provider). */
export function useStageSlots(): StageSlots {
  return useContext(StageSlotsContext);
}
