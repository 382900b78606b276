/**
 * An accessible modal built on `<dialog>`: `showModal()` gives the focus trap, the inert
 * background and Escape (the `cancel` event); closing puts focus back where it was.
 */
import { h } from './dom';

export interface Dialog {
  element: HTMLDialogElement;
  body: HTMLElement;
  open(message?: string): void;
  close(): void;
  onClose(listener: () => void): void;
}

export function createDialog(id: string, title: string): Dialog {
  const heading = h('h2', { id: `${id}-title`, class: 'dialog-title' }, title);
  const message = h('p', { class: 'dialog-message', id: `${id}-message` });
  const body = h('div', { class: 'dialog-body' });
  const closeButton = h('button', { type: 'button', class: 'icon-button dialog-close', 'aria-label': 'Close' }, '×');
  const element = h('dialog', { id, class: 'dialog', 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-message`, 'data-testid': id },
    h('div', { class: 'dialog-head' }, heading, closeButton), message, body);
  let returnFocus: HTMLElement | null = null;
  const closeListeners: Array<() => void> = [];

  closeButton.addEventListener('click', () => dialog.close());
  element.addEventListener('close', () => {
    for (const l of closeListeners) l();
    returnFocus?.focus();
    returnFocus = null;
  });
  // A click on the backdrop (the dialog box itself, outside its content) closes it.
  element.addEventListener('click', (event) => {
    if (event.target === element) dialog.close();
  });

  const dialog: Dialog = {
    element,
    body,
    open(text) {
      message.textContent = text ?? '';
      message.hidden = !text;
      if (element.open) return;
      returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      const first = body.querySelector<HTMLElement>('input:checked:not([disabled])')
        ?? body.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), button:not([disabled])');
      first?.focus();
    },
    close() {
      if (element.open) element.close();
    },
    onClose(listener) {
      closeListeners.push(listener);
    },
  };
  return dialog;
}
