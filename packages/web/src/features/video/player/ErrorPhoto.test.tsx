// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, StreamingErrorCode } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import { ErrorPhoto } from './ErrorPhoto';
import { SENTENCES, errorSentence } from './errorSentences';
import { PlayerRetryContext } from './retry';

describe('player error sentences', () => {
  it('every code of the spec has a sentence in every language, and no two languages share a non-English one', () => {
    for (const code of Object.values(StreamingErrorCode)) {
      for (const lang of LANGUAGES) expect(errorSentence(code, lang), `${code} ${lang}`).toBeTruthy();
    }
    expect(new Set(Object.values(SENTENCES).map((s) => s.timeout)).size).toBe(5);
  });

  it('says what went wrong above the spec\'s code line, and offers Try again from the streaming view', async () => {
    const retry = vi.fn();
    render(
      <I18nextProvider i18n={createI18n('vn')}>
        <PlayerRetryContext.Provider value={retry}><ErrorPhoto code={StreamingErrorCode.Timeout} /></PlayerRetryContext.Provider>
      </I18nextProvider>,
    );
    expect((await screen.findByTestId('player-error-sentence')).textContent).toBe(SENTENCES.vn.timeout);
    expect(screen.getByText('Error Code：E102')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when the match simply has no stream, nor without a streaming view', async () => {
    const { unmount } = render(
      <I18nextProvider i18n={createI18n('en')}>
        <PlayerRetryContext.Provider value={() => undefined}><ErrorPhoto code={StreamingErrorCode.NoStreamingSource} /></PlayerRetryContext.Provider>
      </I18nextProvider>,
    );
    await screen.findByTestId('player-error-sentence');
    expect(screen.queryByTestId('player-retry')).toBeNull();
    unmount();
    render(<I18nextProvider i18n={createI18n('en')}><ErrorPhoto code={StreamingErrorCode.VideoNetwork} /></I18nextProvider>);
    await screen.findByTestId('player-error-sentence');
    expect(screen.queryByTestId('player-retry')).toBeNull();
  });
});
