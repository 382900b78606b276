import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PlatformVariant } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import { DEFAULT_BULLET_DISPLAY } from './bulletDisplay';
import { chatSettings } from './chatSettings';
import { SettingsMenu } from './SettingsMenu';

function open(variant: PlatformVariant = PlatformVariant.Widget) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <SettingsMenu variant={variant} isPreview={false} isUserLogin canEditNickname onNickname={vi.fn()} onDisclaimer={vi.fn()} onTutorial={vi.fn()} />
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByTestId('settings-menu-button'));
}

afterEach(() => {
  chatSettings.setState({ bullet: DEFAULT_BULLET_DISPLAY, viewer: null });
});

describe('bullet display settings in the menu', () => {
  it('labelled sliders, an area radio group and a keyword field with removable chips, saved for the viewer', async () => {
    open();
    // The settings are their own chunk: wait for them to load.
    const disclosure = await screen.findByRole('button', { name: 'Chat message display' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('bullet-settings')).toBeNull();
    fireEvent.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Chat message display' });
    expect(disclosure.getAttribute('aria-controls')).toBe(group.id);
    const opacity = within(group).getByRole('slider', { name: 'Opacity' });
    fireEvent.change(opacity, { target: { value: '0.6' } });
    expect(chatSettings.getState().bullet.opacity).toBe(0.6);
    expect(opacity.getAttribute('aria-valuetext')).toBe('60%');
    fireEvent.change(within(group).getByRole('slider', { name: 'Speed' }), { target: { value: '1.5' } });
    expect(chatSettings.getState().bullet.speed).toBe(1.5);

    const area = within(group).getByRole('group', { name: 'Display area' });
    expect(within(area).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Top third', 'Half screen', 'Full screen']);
    expect((within(area).getByRole('radio', { name: 'Half screen' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(area).getByRole('radio', { name: 'Full screen' }));
    expect(chatSettings.getState().bullet.area).toBe('full');

    const field = within(group).getByRole('textbox', { name: 'Hide chat messages containing' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'spoiler' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Add' }));
    fireEvent.change(field, { target: { value: 'offside' } });
    fireEvent.submit(field.closest('form')!);
    expect((field as HTMLInputElement).value).toBe('');
    const chips = within(group).getByRole('list', { name: 'Hide chat messages containing' });
    expect(within(chips).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['spoiler', 'offside']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove spoiler' }));
    expect(chatSettings.getState().bullet.keywords).toEqual(['offside']);

    // Saved under the viewer key (no data parameter in this test: the site-0 guest slot).
    expect(JSON.parse(window.localStorage.getItem('bullet-display:0:guest')!)).toEqual({ opacity: 0.6, speed: 1.5, area: 'full', keywords: ['offside'] });
  });

  it('is not shown where the platform has no bullet chat switch', () => {
    open(PlatformVariant.DesktopENTHorizontal);
    expect(screen.getByTestId('settings-menu-button')).toBeTruthy();
    // Neither the settings nor their loading state: the lazy panel is not mounted at all.
    expect(screen.queryByTestId('panel-loading')).toBeNull();
    expect(screen.queryByTestId('bullet-settings-toggle')).toBeNull();
  });
});
