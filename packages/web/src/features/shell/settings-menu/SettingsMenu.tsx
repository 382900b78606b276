import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuItem } from '@sideline/protocol';
import { LanguageList } from '../language/LanguageList';
import { trackFeature } from '../../../shared/analytics';
import { lazyPanel } from '../../../shared/ui/lazyPanel';
import { useChatSettings } from './chatSettings';
import { visibleCommands } from './menuItems';
import type { MenuContext } from './menuItems';
import type { MenuHandlers } from '../platform/commands';
import { useBulletViewer } from './useBulletViewer';
import { Icon } from '../../../shared/ui/Icon';
import './menu.css';

export interface SettingsMenuProps extends MenuContext {
  onNickname: () => void;
  onDisclaimer: () => void;
  onTutorial: () => void;
  /** Keep the list open (the tutorial's step 2 shows the menu). */
  forceOpen?: boolean;
}

// The bullet-chat settings are their own chunk (issue 20), loaded when that item opens.
const BulletSettings = lazyPanel(() => import('./BulletSettings').then((m) => m.BulletSettings));

/**
 * The streaming settings menu: gift effects and bullet chat toggles (with the bullet display
 * settings under the bullet chat switch), edit nickname, disclaimer and tutorial, filtered by `features/platform`'s MENU_COMMANDS (the one table). Keyboard: the
 * button opens it, Escape closes it and returns focus to the button. The button and the list
 * are the tutorial's targets (step 1 "toolbar", step 2 "menu").
 */
export function SettingsMenu(props: SettingsMenuProps) {
  const { t } = useTranslation();
  const [toggled, setOpen] = useState(false);
  const open = toggled || props.forceOpen === true;
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const giftEffects = useChatSettings((s) => s.giftEffects);
  const bulletChat = useChatSettings((s) => s.bulletChat);
  const setGiftEffects = useChatSettings((s) => s.setGiftEffects);
  const setBulletChat = useChatSettings((s) => s.setBulletChat);
  useBulletViewer();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const handlers: MenuHandlers = {
    [MenuItem.Nickname]: props.onNickname,
    [MenuItem.Disclaimer]: props.onDisclaimer,
    [MenuItem.Tutorial]: props.onTutorial,
  };
  const toggles: Partial<Record<MenuItem, { on: boolean; set: (on: boolean) => void }>> = {
    [MenuItem.GiftEffect]: { on: giftEffects, set: setGiftEffects },
    [MenuItem.BulletChat]: { on: bulletChat, set: setBulletChat },
  };
  return (
    <div className="settings-menu">
      <button ref={button} type="button" className="icon-btn" aria-label={t('settings')} title={t('settings')} aria-expanded={open} aria-controls={menuId} data-testid="settings-menu-button" data-tutorial-target="toolbar" onClick={() => setOpen((o) => !o)}>
        <Icon name="settings" />
      </button>
      {open && (
        <ul id={menuId} className="settings-menu__list" data-testid="settings-menu" data-tutorial-target="menu" aria-label={t('settings')}>
          {visibleCommands(props).map((c) => {
            const toggle = toggles[c.id];
            return (
              <li key={c.id}>
                {c.kind === 'toggle' && toggle ? (
                  <label className="settings-menu__toggle">
                    <span>{t(c.label)}</span>
                    <input type="checkbox" role="switch" checked={toggle.on} data-testid={`setting-${c.id}`} onChange={(e) => {
                      toggle.set(e.target.checked);
                      trackFeature(c.id === MenuItem.BulletChat ? 'bullet-chat-toggled' : 'gift-effects-toggled');
                    }} />
                  </label>
                ) : (
                  <button type="button" className="settings-menu__action" data-testid={`setting-${c.id}`} onClick={() => { setOpen(false); c.run(handlers); }}>{t(c.label)}</button>
                )}
                {c.id === MenuItem.BulletChat && <BulletSettings />}
              </li>
            );
          })}
          <li className="settings-menu__language"><LanguageList /></li>
        </ul>
      )}
    </div>
  );
}
