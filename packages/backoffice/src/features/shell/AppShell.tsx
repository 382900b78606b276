import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { StaffPermission } from '@sideline/protocol';
import { useSession } from '../auth';
import { useErrorText } from '../../shared/ui';
import { LanguagePicker } from './LanguagePicker';

export interface NavItem {
  path: string;
  /** Translation key of the label. */
  label: string;
  /** What the staff member needs to see the item at all. */
  permission: StaffPermission;
}

/** The items the signed-in staff member may use (the others are not shown). */
export function visibleItems(items: readonly NavItem[], can: (p: StaffPermission) => boolean): NavItem[] {
  return items.filter((i) => can(i.permission));
}

/**
 * The frame of every screen: top bar (who is signed in, language, sign out, sign out
 * everywhere), the navigation by permission (a menu button at phone width), the screen.
 */
export function AppShell(props: { items: readonly NavItem[]; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const errorText = useErrorText();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mainRef = useRef<HTMLElement>(null);
  const items = visibleItems(props.items, session.can);
  useEffect(() => setMenuOpen(false), [location]);

  const everywhere = async () => {
    if (!window.confirm(t('shell-logout-everywhere-confirm'))) return;
    try {
      await session.logoutEverywhere();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <div className="shell">
      <a className="skip-link" href="#main" onClick={(e) => { e.preventDefault(); mainRef.current?.focus(); }}>{t('shell-skip')}</a>
      <header className="topbar">
        <button type="button" className="btn btn--ghost topbar__menu" aria-expanded={menuOpen} aria-controls="primary-nav" onClick={() => setMenuOpen((o) => !o)}>
          <span aria-hidden="true">☰</span><span className="sr-only">{t('shell-menu')}</span>
        </button>
        <span className="topbar__brand">{t('shell-title')}</span>
        <span className="topbar__spacer" />
        <LanguagePicker />
        <span className="topbar__who" title={session.me.User.Email}>
          {session.me.User.DisplayName} <span className="badge">{t(`role-${session.me.User.Role}` as 'role-owner')}</span>
        </span>
        <button type="button" className="btn btn--small" onClick={() => void session.logout()}>{t('shell-logout')}</button>
        <button type="button" className="btn btn--small btn--ghost" onClick={() => void everywhere()}>{t('shell-logout-everywhere')}</button>
      </header>
      {failure && <p className="form-error" role="alert">{failure}</p>}
      <div className="shell__body">
        <nav id="primary-nav" className={`sidenav${menuOpen ? ' sidenav--open' : ''}`} aria-label={t('shell-navigation')}>
          <ul>
            {items.map((item) => {
              const current = location === item.path || location.startsWith(`${item.path}/`);
              return (
                <li key={item.path}>
                  <Link href={item.path} className={`sidenav__link${current ? ' is-current' : ''}`} aria-current={current ? 'page' : undefined}>
                    {t(item.label as 'nav-rooms')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <main id="main" ref={mainRef} tabIndex={-1} className="screen">{props.children}</main>
      </div>
    </div>
  );
}
