// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '@sideline/protocol';
import { startI18n } from '../i18n';
import type { LocaleLoaders } from '../i18n';
import { LOCALE_PARTS } from '../locales';

function Notice() {
  const { t } = useTranslation();
  return <h1 data-testid="title">{t('admin-notice-title')}</h1>;
}

describe('useTranslation with a locale in two parts', () => {
  it('shows a second-part key blank, never as its name, and renders it again when the part arrives', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => { release = resolve; });
    const loaders = Object.fromEntries(Object.entries(LOCALE_PARTS).map(([l, parts]) => [l, {
      first: async () => parts.first,
      more: () => arrived.then(() => parts.more),
    }])) as LocaleLoaders;
    const i18n = await startI18n('th' as Language, loaders);
    render(<I18nextProvider i18n={i18n}><Notice /></I18nextProvider>);
    expect(screen.getByTestId('title').textContent).toBe('');
    release();
    expect((await screen.findByText(LOCALE_PARTS.th.more['admin-notice-title']!)).tagName).toBe('H1');
  });
});
