import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AddMaskWord } from '@sideline/protocol';
import { fail, fakeFetch, ok, renderWith } from '../../test/render';
import { MaskWordForm } from './MaskWordForm';

afterEach(() => vi.unstubAllGlobals());

const word = { MaskWordId: 3, Content: 'scam', Logic: 1, SiteId: null, CreatedAt: 0, CreatedBy: 'mod@example.com' };

describe('MaskWordForm', () => {
  it('adds a shared logic-2 word', async () => {
    const { fetchFn, calls } = fakeFetch({ [AddMaskWord.path]: () => ok({ Word: { ...word, Logic: 2 } }) });
    vi.stubGlobal('fetch', fetchFn);
    const onDone = vi.fn();
    renderWith(<MaskWordForm word={null} onDone={onDone} />);
    fireEvent.input(screen.getByLabelText(/^Word/), { target: { value: 'scam' } });
    fireEvent.click(screen.getByLabelText('2 · separate word'));
    fireEvent.click(screen.getByRole('button', { name: 'Add word' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0].body).toEqual({ Content: 'scam', Logic: 2, SiteId: null });
  });

  it("shows the server's duplicate refusal at the word field, in English and Chinese", async () => {
    vi.stubGlobal('fetch', fakeFetch({ [AddMaskWord.path]: () => fail(409, 'mask-word-exists', 'Masking word already exists') }).fetchFn);
    for (const [language, label, add, text] of [['en', /^Word/, 'Add word', 'Masking word already exists'], ['cn', /^屏蔽词/, '添加屏蔽词', '屏蔽词已存在']] as const) {
      const view = renderWith(<MaskWordForm word={null} onDone={vi.fn()} />, { language });
      const input = screen.getByLabelText(label);
      fireEvent.input(input, { target: { value: 'scam' } });
      fireEvent.click(screen.getByRole('button', { name: add }));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
      view.unmount();
    }
  });

  it('requires the word, and a site id for a site-specific word', async () => {
    const { fetchFn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fetchFn);
    renderWith(<MaskWordForm word={null} onDone={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('Site'));
    fireEvent.click(screen.getByRole('button', { name: 'Add word' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });
});
