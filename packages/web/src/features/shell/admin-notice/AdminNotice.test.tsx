import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, LOCALE_PARTS, LOCALES, startI18n } from '../../../shared/i18n';
import type { LocaleLoaders } from '../../../shared/i18n';
import { AdminNotice } from './AdminNotice';
import { copyText } from './copyText';

const URL_ = 'https://admin.example/login';
const copyLabel = `${LOCALES.cn['admin-notice-copy-url']} / ${LOCALES.en['admin-notice-copy-url']}`;
const openLabel = `${LOCALES.cn['admin-notice-open-new-tab']} / ${LOCALES.en['admin-notice-open-new-tab']}`;

function renderNotice(props: Partial<Parameters<typeof AdminNotice>[0]> = {}) {
  return render(
    <I18nextProvider i18n={createI18n('th')}>
      <AdminNotice url={URL_} {...props} />
    </I18nextProvider>,
  );
}

describe('AdminNotice', () => {
  it('shows Chinese and English whatever the interface language, with a link to the new login', () => {
    renderNotice();
    expect(screen.getByRole('heading', { name: LOCALES.cn['admin-notice-title'] })).toBeTruthy();
    expect(screen.getByRole('heading', { name: LOCALES.en['admin-notice-title'] })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const a of links) expect(a.getAttribute('href')).toBe(URL_);
  });

  it('in an app started with one locale, loads the other notice language before it shows (no key names)', async () => {
    const loaded: string[] = [];
    const loaders = Object.fromEntries(Object.entries(LOCALE_PARTS).map(([l, parts]) => [l, {
      first: async () => { loaded.push(l); return parts.first; },
      more: async () => { loaded.push(`${l}+`); return parts.more; },
    }])) as LocaleLoaders;
    const i18n = await startI18n('vn', loaders);
    const { container } = render(<I18nextProvider i18n={i18n}><AdminNotice url={URL_} /></I18nextProvider>);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.textContent).not.toContain('admin-notice-title');
    await screen.findByRole('heading', { name: LOCALES.cn['admin-notice-title'] });
    expect(screen.getByRole('heading', { name: LOCALES.en['admin-notice-title'] })).toBeTruthy();
    expect(container.textContent).not.toMatch(/admin-notice-/);
    expect(loaded.sort()).toEqual(['cn', 'cn+', 'en', 'en+', 'vn']);
  });

  it('opens the login in a new tab without an opener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderNotice();
    fireEvent.click(screen.getByRole('button', { name: openLabel }));
    expect(open).toHaveBeenCalledWith(URL_, '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('copies with the clipboard and confirms for 2 s', async () => {
    vi.useFakeTimers();
    try {
      const writeText = vi.fn(async () => {});
      renderNotice({ copyDeps: { clipboard: { writeText } } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: copyLabel })));
      expect(writeText).toHaveBeenCalledWith(URL_);
      expect(screen.getByRole('status').textContent).toContain(LOCALES.en['admin-notice-copied']);
      act(() => vi.advanceTimersByTime(1999));
      expect(screen.getByRole('status').textContent).toContain(LOCALES.en['admin-notice-copied']);
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to a textarea copy when the clipboard refuses', async () => {
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    renderNotice({ copyDeps: { clipboard: { writeText: () => Promise.reject(new Error('denied')) } } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: copyLabel })));
    expect(exec).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status').textContent).toContain(LOCALES.cn['admin-notice-copied']);
  });

  it('shows the address selected in a textarea when every copy route fails', async () => {
    document.execCommand = vi.fn(() => false);
    renderNotice({ copyDeps: { clipboard: null } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: copyLabel })));
    const area = screen.getByRole('textbox') as HTMLTextAreaElement;
    expect(area.value).toBe(URL_);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('copyText', () => {
  it('removes its temporary textarea', async () => {
    document.execCommand = vi.fn(() => true);
    expect(await copyText('x', { clipboard: null })).toBe('textarea');
    expect(document.querySelectorAll('textarea')).toHaveLength(0);
  });

  it('reports failure when execCommand throws', async () => {
    document.execCommand = vi.fn(() => {
      throw new Error('nope');
    });
    expect(await copyText('x', { clipboard: null })).toBe('failed');
  });
});
