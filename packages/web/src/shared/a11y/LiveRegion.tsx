import { useEffect, useRef, useState } from 'react';
import { createBatchedAnnouncer } from './announcer';
import type { AnnouncementBatch } from './announcer';

/**
 * A visually hidden live region; polite by default (the screen reader finishes what it is
 * saying first). Render it always, and change `message` to announce.
 */
export function LiveRegion(props: { message: string; politeness?: 'polite' | 'assertive'; testId?: string }) {
  const assertive = props.politeness === 'assertive';
  return (
    <div className="visually-hidden" role={assertive ? 'alert' : 'status'} aria-live={assertive ? 'assertive' : 'polite'} aria-atomic="true" data-testid={props.testId}>
      {props.message}
    </div>
  );
}

/**
 * The text of a live region fed in batches: `push` each arrival; the text changes at most once
 * per `intervalMs`, to `format(batch)` (createBatchedAnnouncer). Every other announcement ends in
 * a no-break space, so the same words twice in a row are still a change the reader announces.
 */
export function useBatchedAnnouncement<T>(format: (batch: AnnouncementBatch<T>) => string, intervalMs: number): { message: string; push: (item: T) => void } {
  const [state, setState] = useState({ message: '', n: 0 });
  const formatRef = useRef(format);
  useEffect(() => {
    formatRef.current = format;
  });
  const [announcer] = useState(() => createBatchedAnnouncer<T>({
    intervalMs,
    announce: (batch) => setState((s) => ({ message: `${formatRef.current(batch)}${s.n % 2 ? '\u00a0' : ''}`, n: s.n + 1 })),
  }));
  useEffect(() => () => announcer.dispose(), [announcer]);
  return { message: state.message, push: announcer.push };
}
