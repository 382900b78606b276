import type { ChatRow } from '../../chat';

/** What a chat room gives its row listeners (room.onRows). */
export interface RowSource {
  onRows(listener: (rows: readonly ChatRow[]) => void): () => void;
}

/**
 * The rows a room hands out before the gift effects' code is there (issue 20: GiftEffectsHost
 * loads beside the first chat lines): the history's welcome lines and the first live rows would
 * otherwise find no listener and their animations would not play. `take` hands them over once
 * and stops collecting; the host listens itself from then on.
 */
export interface EarlyRows {
  take(): readonly ChatRow[];
  stop(): void;
}

export function collectEarlyRows(room: RowSource): EarlyRows {
  let rows: ChatRow[] = [];
  let off: (() => void) | null = room.onRows((batch) => { rows.push(...batch); });
  const stop = () => {
    off?.();
    off = null;
  };
  return {
    take() {
      stop();
      const out = rows;
      rows = [];
      return out;
    },
    stop,
  };
}
