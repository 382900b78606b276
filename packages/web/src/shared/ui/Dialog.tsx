import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * A small modal dialog: labelled by its title, focus moves into it on open and back to the
 * opener on close, Escape and the backdrop close it. Renders nothing while closed.
 */
export function Dialog(props: { open: boolean; title: string; onClose: () => void; closeLabel: string; children: ReactNode; actions?: ReactNode }) {
  const { open, onClose } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">{props.title}</h2>
          <button type="button" className="icon-btn" aria-label={props.closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="dialog__body">{props.children}</div>
        {props.actions && <footer className="dialog__actions">{props.actions}</footer>}
      </div>
    </div>
  );
}
