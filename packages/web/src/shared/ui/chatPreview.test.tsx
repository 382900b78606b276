import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CHAT_PREVIEW_ID } from '@sideline/protocol';
import { dismissChatPreview, useDismissChatPreview } from './chatPreview';

function Probe(props: { when: boolean }) {
  useDismissChatPreview(props.when);
  return null;
}

const drawPreview = () => {
  const el = document.createElement('div');
  el.id = CHAT_PREVIEW_ID;
  document.body.prepend(el);
};

afterEach(() => document.getElementById(CHAT_PREVIEW_ID)?.remove());

describe("the server's chat preview (issue 20)", () => {
  it('stays while the page waits, and goes in the commit where the condition holds', () => {
    drawPreview();
    const view = render(<Probe when={false} />);
    expect(document.getElementById(CHAT_PREVIEW_ID)).not.toBeNull();
    view.rerender(<Probe when />);
    expect(document.getElementById(CHAT_PREVIEW_ID)).toBeNull();
  });

  it('is a no-op on a page without one', () => {
    expect(() => dismissChatPreview()).not.toThrow();
    render(<Probe when />);
    expect(document.getElementById(CHAT_PREVIEW_ID)).toBeNull();
  });
});
