import { describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useFocusTrap } from './useFocusTrap';

function Layer(props: { name: string; onClose: () => void; trap?: boolean; children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { active: true, onEscape: props.onClose, trap: props.trap });
  return (
    <div ref={ref} role="dialog" aria-label={props.name}>
      <button type="button">{props.name} first</button>
      <button type="button" disabled>{props.name} disabled</button>
      <button type="button" tabIndex={-1}>{props.name} skipped</button>
      <input aria-label={`${props.name} field`} />
      {props.children}
    </div>
  );
}

function Page(props: { trap?: boolean }) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => setOpen(['outer'])}>open</button>
      <button type="button">elsewhere</button>
      {open.includes('outer') && (
        <Layer name="outer" trap={props.trap} onClose={() => setOpen([])}>
          <button type="button" onClick={() => setOpen(['outer', 'inner'])}>open inner</button>
          {open.includes('inner') && <Layer name="inner" onClose={() => setOpen(['outer'])} />}
        </Layer>
      )}
    </>
  );
}

const tab = (shift = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
const focused = () => (document.activeElement as HTMLElement | null)?.textContent || document.activeElement?.getAttribute('aria-label');

/** A drawer whose content arrives later, as a lazily loaded panel's does (`loaded` flips). */
function LateDrawer(props: { loaded: boolean; initialFocus?: 'first' }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { active: true, trap: false, initialFocus: props.initialFocus, onEscape: () => undefined });
  return (
    <div ref={ref} aria-label="drawer">
      {props.loaded ? <><button type="button">panel first</button><button type="button">panel second</button></> : <span role="status">loading</span>}
    </div>
  );
}

describe('useFocusTrap', () => {
  it('focuses the content of a panel whose code arrives after the drawer opened, unless the viewer moved on', async () => {
    const { rerender } = render(<LateDrawer loaded={false} initialFocus="first" />);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('drawer');
    rerender(<LateDrawer loaded initialFocus="first" />);
    await vi.waitFor(() => expect(focused()).toBe('panel first'));

    const outside = document.createElement('button');
    document.body.append(outside);
    const second = render(<LateDrawer loaded={false} />);
    outside.focus();
    second.rerender(<LateDrawer loaded />);
    await Promise.resolve();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('moves focus to the first tabbable element, wraps Tab and Shift+Tab inside, and skips disabled and tabindex=-1', () => {
    render(<Page />);
    const opener = screen.getByText('open');
    opener.focus();
    act(() => opener.click());
    expect(focused()).toBe('outer first');
    // Tab from the last element goes back to the first; Shift+Tab from the first to the last.
    screen.getByText('open inner').focus();
    tab();
    expect(focused()).toBe('outer first');
    tab(true);
    expect(focused()).toBe('open inner');
    // In the middle, the browser moves focus itself: the trap leaves the event alone.
    screen.getByLabelText('outer field').focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('pulls focus that escaped the dialog back in on Tab', () => {
    render(<Page />);
    act(() => screen.getByText('open').click());
    screen.getByText('elsewhere').focus();
    tab();
    expect(focused()).toBe('outer first');
  });

  it('closes on Escape and gives focus back to the opener', () => {
    render(<Page />);
    const opener = screen.getByText('open');
    opener.focus();
    act(() => opener.click());
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => escape());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('with stacked layers, Escape closes only the topmost and focus returns layer by layer', () => {
    render(<Page />);
    const opener = screen.getByText('open');
    opener.focus();
    act(() => opener.click());
    const innerOpener = screen.getByText('open inner');
    innerOpener.focus();
    act(() => innerOpener.click());
    expect(focused()).toBe('inner first');
    // The inner layer traps: Tab from its last element stays inside it.
    screen.getByLabelText('inner field').focus();
    tab();
    expect(focused()).toBe('inner first');
    act(() => escape());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(document.activeElement).toBe(innerOpener);
    act(() => escape());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a drawer (trap: false) lets Tab leave but still closes on Escape', () => {
    render(<Page trap={false} />);
    act(() => screen.getByText('open').click());
    screen.getByText('open inner').focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    act(() => escape());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hands focus to the nearest remaining ancestor when the opener went away with its menu', () => {
    function Menu() {
      const [menu, setMenu] = useState(false);
      const [dialog, setDialog] = useState(false);
      return (
        <div>
          <button type="button" onClick={() => setMenu(true)}>menu</button>
          {menu && <ul><li><button type="button" onClick={() => { setMenu(false); setDialog(true); }}>item</button></li></ul>}
          {dialog && <Layer name="dialog" onClose={() => setDialog(false)} />}
        </div>
      );
    }
    render(<Menu />);
    act(() => screen.getByText('menu').click());
    const item = screen.getByText('item');
    item.focus();
    act(() => item.click());
    expect(focused()).toBe('dialog first');
    act(() => escape());
    expect(document.activeElement).toBe(screen.getByText('menu'));
  });

  it('gives focus to the opener drawn anew (same data-focus-key) before an earlier tabbable of the ancestor', () => {
    function Stage() {
      const [dialog, setDialog] = useState(false);
      return (
        <div>
          <button type="button">controls</button>
          {!dialog && <button type="button" data-focus-key="entry" onClick={() => setDialog(true)}>entry</button>}
          {dialog && <Layer name="dialog" onClose={() => setDialog(false)} />}
        </div>
      );
    }
    render(<Stage />);
    const entry = screen.getByText('entry');
    entry.focus();
    act(() => entry.click());
    expect(focused()).toBe('dialog first');
    act(() => escape());
    expect(focused()).toBe('entry');
    expect(document.activeElement).not.toBe(entry);
  });

  it('gives focus back to the opener when a field inside the dialog took focus first (autoFocus)', () => {
    function Auto() {
      const [open, setOpen] = useState(false);
      const ref = useRef<HTMLDivElement>(null);
      useFocusTrap(ref, { active: open, onEscape: () => setOpen(false) });
      return (
        <>
          <button type="button">before</button>
          <button type="button" onClick={() => setOpen(true)}>edit</button>
          {open && <div ref={ref} role="dialog"><input aria-label="name" autoFocus /></div>}
        </>
      );
    }
    render(<Auto />);
    const opener = screen.getByText('edit');
    opener.focus();
    act(() => opener.click());
    expect(document.activeElement).toBe(screen.getByLabelText('name'));
    act(() => escape());
    expect(document.activeElement).toBe(opener);
  });

  it('focuses the container itself when it has a tabindex, and stops listening once every layer closed', () => {
    const onEscape = vi.fn();
    function Solo(props: { open: boolean }) {
      const ref = useRef<HTMLDivElement>(null);
      useFocusTrap(ref, { active: props.open, onEscape });
      return props.open ? <div ref={ref} tabIndex={-1} data-testid="box"><button type="button">inside</button></div> : null;
    }
    const { rerender } = render(<Solo open />);
    expect(document.activeElement).toBe(screen.getByTestId('box'));
    act(() => escape());
    expect(onEscape).toHaveBeenCalledTimes(1);
    rerender(<Solo open={false} />);
    act(() => escape());
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
