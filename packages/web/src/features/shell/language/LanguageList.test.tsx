import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n, LANGUAGE_STORAGE_KEY, resolveStartupLanguage } from '../../../shared/i18n';
import { LOCALES } from '../../../shared/i18n';
import { localStore } from '../../../shared/storage/localStore';
import { LanguageList } from './LanguageList';

function Title() {
  const { t } = useTranslation();
  return <h1>{t('chat-rules')}</h1>;
}

afterEach(() => localStore.remove(LANGUAGE_STORAGE_KEY));

describe('LanguageList', () => {
  it('lists the six languages, switches every text at once and saves `lang` for start-up', () => {
    const i18n = createI18n('en');
    render(<I18nextProvider i18n={i18n}><Title /><LanguageList /></I18nextProvider>);
    expect(screen.getByRole('heading').textContent).toBe(LOCALES.en['chat-rules']);
    fireEvent.click(screen.getByTestId('language-list-toggle'));
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['cn', 'en', 'vn', 'th', 'id', 'ph']);
    expect((screen.getByTestId('language-option-en') as HTMLInputElement).checked).toBe(true);
    act(() => {
      fireEvent.click(screen.getByTestId('language-option-th'));
    });
    expect(i18n.language).toBe('th');
    expect(screen.getByRole('heading').textContent).toBe(LOCALES.th['chat-rules']);
    expect((screen.getByTestId('language-option-th') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('language-list-toggle').textContent).toContain(LOCALES.th['lang-th']);
    expect(localStore.get(LANGUAGE_STORAGE_KEY)).toBe('th');
    // The next start-up without a UserLanguage in the data parameter starts in Thai.
    expect(resolveStartupLanguage('')).toBe('th');
  });
});
