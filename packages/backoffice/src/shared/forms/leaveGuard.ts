import { useEffect, useId } from 'react';

/**
 * Unsaved-changes guard (spec section 5: "Unsaved changes prompt a leave warning"). A form
 * with unsaved changes registers here; leaving the page (beforeunload) asks the browser's
 * question, and in-app navigation (the router's navigate, see app/router.ts) asks `confirm`.
 */
const dirtyForms = new Set<string>();

export const leaveGuard = {
  isDirty: (): boolean => dirtyForms.size > 0,
  /** Asks the staff member when a form has unsaved changes; true = go ahead. */
  allowLeave(ask: (question: string) => boolean, question: string): boolean {
    if (dirtyForms.size === 0) return true;
    if (!ask(question)) return false;
    dirtyForms.clear();
    return true;
  },
  clear: (): void => dirtyForms.clear(),
};

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (dirtyForms.size === 0) return;
  event.preventDefault();
  event.returnValue = '';
}

/** Registers the calling form as unsaved while `dirty` is true. */
export function useLeaveWarning(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyForms.delete(id);
      if (dirtyForms.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, id]);
}
