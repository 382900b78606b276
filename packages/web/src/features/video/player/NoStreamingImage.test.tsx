import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../shared/i18n';
import { NO_STREAMING_TEXT, NoStreamingImage } from './NoStreamingImage';

describe('NoStreamingImage', () => {
  it('is drawn in the interface language and follows a switch at once (ph falls back to en)', () => {
    const i18n = createI18n('th');
    const view = render(<I18nextProvider i18n={i18n}><NoStreamingImage language="en" /></I18nextProvider>);
    const image = () => view.container.querySelector('[data-no-streaming]') as HTMLElement;
    expect(image().dataset.noStreaming).toBe('th');
    expect(image().textContent).toBe(NO_STREAMING_TEXT.th);
    act(() => void i18n.changeLanguage('cn'));
    expect(image().dataset.noStreaming).toBe('cn');
    act(() => void i18n.changeLanguage('ph'));
    expect(image().dataset.noStreaming).toBe('en');
  });
});
