import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@sideline/protocol';
import { createI18n, LOCALES } from '../../../shared/i18n';
import { HostBridgeProvider } from '../../../shared/host';
import type { HostBridge } from '../../../shared/host';
import { MaintenanceScreen } from './MaintenanceScreen';

function setup(lang: Language) {
  const bridge: HostBridge = { hostOrigin: 'https://h.example', connected: true, send: vi.fn(() => true), on: vi.fn(() => () => {}) };
  const view = render(
    <I18nextProvider i18n={createI18n(lang)}>
      <HostBridgeProvider hostOrigin="https://h.example" bridge={bridge}>
        <MaintenanceScreen />
      </HostBridgeProvider>
    </I18nextProvider>,
  );
  return { ...view, bridge };
}

describe('MaintenanceScreen', () => {
  it.each([
    ['th', 'th'],
    ['cn', 'cn'],
    ['ph', 'en'],
  ] as const)('draws the over-streaming photo for %s in %s', (lang, photo) => {
    const { container } = setup(lang);
    expect(container.querySelector('[data-photo-lang]')?.getAttribute('data-photo-lang')).toBe(photo);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(LOCALES[photo]['over-streaming-title']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(LOCALES[lang]['chat-room-maintenance']);
  });

  it('the collapsed chat bar expands to the notice and tells the host', () => {
    const { bridge } = setup('en');
    const bar = screen.getByRole('button', { expanded: false });
    const notice = screen.getByText(LOCALES.en['maintenance-notice']);
    expect(notice.closest('[hidden]')).not.toBeNull();
    act(() => fireEvent.click(bar));
    expect(bar.getAttribute('aria-expanded')).toBe('true');
    expect(notice.closest('[hidden]')).toBeNull();
    expect(bridge.send).toHaveBeenLastCalledWith('StreamerChatRoom', { expandChat: true, expandGift: false });
    act(() => fireEvent.click(bar));
    expect(bridge.send).toHaveBeenLastCalledWith('StreamerChatRoom', { expandChat: false, expandGift: false });
  });

  it('opens and closes the disclaimer popup', () => {
    setup('en');
    act(() => fireEvent.click(screen.getByRole('button', { name: LOCALES.en.disclaimer })));
    expect(screen.getByRole('dialog', { name: LOCALES.en.disclaimer }).textContent).toContain(LOCALES.en['disclaimer-text']);
    act(() => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
