import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { NAV_ITEMS } from '../../app/nav';
import { renderWith } from '../../test/render';
import { AppShell } from './AppShell';

const navNames = () => within(screen.getByRole('navigation', { name: 'Back office' })).getAllByRole('link').map((a) => a.textContent);

describe('AppShell', () => {
  it('shows an owner every screen', () => {
    renderWith(<AppShell items={NAV_ITEMS}><p>screen</p></AppShell>, { role: 'owner' });
    expect(navNames()).toEqual(['Live chat rooms', 'Players and mutes', 'Mask words', 'Trading desk', 'Sites and groups', 'Events and programme list', 'Streamers', 'Broadcasters', 'Referral codes', 'Reports', 'Accounts and permissions', 'Audit log', 'Streamer posts', 'Gifts', 'Lucky boxes', 'Banners', 'Campaigns']);
  });

  it('hides what a role cannot use: a trader sees neither accounts nor the audit log', () => {
    renderWith(<AppShell items={NAV_ITEMS}><p>screen</p></AppShell>, { role: 'trader' });
    expect(navNames()).not.toContain('Accounts and permissions');
    expect(navNames()).not.toContain('Audit log');
    expect(navNames()).toContain('Trading desk');
  });

  it('a moderator reads the audit log but does not manage accounts', () => {
    renderWith(<AppShell items={NAV_ITEMS}><p>screen</p></AppShell>, { role: 'moderator' });
    expect(navNames()).toContain('Audit log');
    expect(navNames()).not.toContain('Accounts and permissions');
  });

  it('marks the current screen and folds the menu behind a button with its state', () => {
    renderWith(<AppShell items={NAV_ITEMS}><p>screen</p></AppShell>, { path: '/rooms/1/9' });
    expect(screen.getByRole('link', { name: 'Live chat rooms' }).getAttribute('aria-current')).toBe('page');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
  });

  it('asks before signing out everywhere', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderWith(<AppShell items={NAV_ITEMS}><p>screen</p></AppShell>);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(confirm).toHaveBeenCalledWith('Sign out of every browser and device where you are signed in?');
    confirm.mockRestore();
  });
});
