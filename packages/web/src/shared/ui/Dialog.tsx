import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useFocusTrap } from '../a11y';
import { IconButton } from './IconButton';
import { useOverlayTurn } from './overlayQueue';

/**
 * A small modal dialog: labelled by its title, focus moves into it on open, Tab stays inside
 * and focus goes back to the opener on close (shared/a11y useFocusTrap); Escape and the
 * backdrop close it. Renders nothing while closed. One modal at a time on arrival
 * (shared/ui/overlayQueue): a dialog that opened by itself (`waitTurn`) shows only when no other
 * dialog or the tutorial is up, and steps back while one is.
 */
export function Dialog(props: { open: boolean; title: string; onClose: () => void; closeLabel: string; children: ReactNode; actions?: ReactNode; waitTurn?: boolean }) {
  const { onClose } = props;
  const open = useOverlayTurn(props.open, props.waitTurn ? 'waits' : 'first');
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
          <IconButton icon="close" label={props.closeLabel} onClick={onClose} />
        </header>
        <div className="dialog__body">{props.children}</div>
        {props.actions && <footer className="dialog__actions">{props.actions}</footer>}
      </div>
    </div>
  );
}
