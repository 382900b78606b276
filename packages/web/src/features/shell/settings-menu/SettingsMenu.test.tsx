import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PlatformVariant } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import { SettingsMenu } from './SettingsMenu';
import type { SettingsMenuProps } from './SettingsMenu';

function mount(over: Partial<SettingsMenuProps> = {}) {
  const props: SettingsMenuProps = {
    variant: PlatformVariant.Widget, isPreview: false, isUserLogin: true, canEditNickname: true,
    onNickname: vi.fn(), onDisclaimer: vi.fn(), onTutorial: vi.fn(), ...over,
  };
  const view = render(<I18nextProvider i18n={createI18n('en')}><SettingsMenu {...props} /></I18nextProvider>);
  return { props, view };
}

describe('SettingsMenu', () => {
  it('opens from its button and runs the tutorial entry (closing the list)', () => {
    const { props } = mount();
    expect(screen.queryByTestId('settings-menu')).toBeNull();
    fireEvent.click(screen.getByTestId('settings-menu-button'));
    fireEvent.click(screen.getByTestId('setting-Tutorial'));
    expect(props.onTutorial).toHaveBeenCalledTimes(1);
    expect(props.onDisclaimer).not.toHaveBeenCalled();
    expect(screen.queryByTestId('settings-menu')).toBeNull();
  });
  it('stays open while forced (tutorial step 2) and marks the tutorial targets', () => {
    const { view } = mount({ forceOpen: true });
    expect(screen.getByTestId('settings-menu').getAttribute('data-tutorial-target')).toBe('menu');
    expect(screen.getByTestId('settings-menu-button').getAttribute('data-tutorial-target')).toBe('toolbar');
    view.unmount();
  });
  it('shows the platform table items for the variant (credit: no nickname, no tutorial)', () => {
    mount({ variant: PlatformVariant.Credit });
    fireEvent.click(screen.getByTestId('settings-menu-button'));
    expect(screen.queryByTestId('setting-Tutorial')).toBeNull();
    expect(screen.queryByTestId('setting-Nickname')).toBeNull();
    expect(screen.getByTestId('setting-Disclaimer')).toBeTruthy();
  });
});
