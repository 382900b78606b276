// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '@sideline/protocol';
import { chooseLanguage, createI18n } from './i18n';
import { LOCALES } from './locales';
import { useApplyLanguage } from './useApplyLanguage';
import type { KeyValueStore } from '../storage/localStore';

function Page(props: { lang: Language | undefined }) {
  useApplyLanguage(props.lang);
  const { t } = useTranslation();
  return <p>{t('refresh')}</p>;
}

const memoryStore = (): KeyValueStore => {
  const m = new Map<string, string>();
  return { get: (k) => m.get(k) ?? null, set: (k, v) => void m.set(k, v), remove: (k) => void m.delete(k) } as KeyValueStore;
};

describe('useApplyLanguage', () => {
  it('applies the data parameter\'s language, and the viewer\'s own choice afterwards stays (issue 16 item 27)', async () => {
    const i18n = createI18n('en');
    const view = render(<I18nextProvider i18n={i18n}><Page lang="vn" /></I18nextProvider>);
    await screen.findByText(LOCALES.vn.refresh);
    expect(document.documentElement.lang).toBe('vi');

    act(() => chooseLanguage(i18n, 'th', memoryStore()));
    await screen.findByText(LOCALES.th.refresh);
    // A re-render of the page (same UserLanguage) does not put vn back.
    view.rerender(<I18nextProvider i18n={i18n}><Page lang="vn" /></I18nextProvider>);
    await waitFor(() => expect(i18n.language).toBe('th'));
    expect(screen.getByText(LOCALES.th.refresh)).toBeTruthy();
    expect(document.documentElement.lang).toBe('th');

    // A new UserLanguage (the host changed it) applies again.
    view.rerender(<I18nextProvider i18n={i18n}><Page lang="id" /></I18nextProvider>);
    await screen.findByText(LOCALES.id.refresh);
  });
});
