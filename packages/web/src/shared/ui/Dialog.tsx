import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useFocusTrap } from '../a11y';

/**
 * A small modal dialog: labelled by its title, focus moves into it on open, Tab stays inside
 * and focus goes back to the opener on close (shared/a11y useFocusTrap); Escape and the
 * backdrop close it. Renders nothing while closed.
 */
export function Dialog(props: { open: boolean; title: string; onClose: () => void; closeLabel: string; children: ReactNode; actions?: ReactNode }) {
  const { open, onClose } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, { active: open, onEscape: onClose });
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
