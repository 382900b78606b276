import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuItem } from '@sideline/protocol';
import { useChatSettings } from './chatSettings';
import { visibleCommands } from './menuItems';
import type { MenuContext } from './menuItems';

/**
 * The streaming settings menu: gift effects and bullet chat toggles, edit nickname, disclaimer
 * and tutorial, filtered by the platform variant (the commands table). Keyboard: the button
 * opens it, Escape closes it and returns focus to the button.
 */
export function SettingsMenu(props: MenuContext & { onNickname: () => void; onDisclaimer: () => void; onTutorial: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const giftEffects = useChatSettings((s) => s.giftEffects);
  const bulletChat = useChatSettings((s) => s.bulletChat);
  const setGiftEffects = useChatSettings((s) => s.setGiftEffects);
  const setBulletChat = useChatSettings((s) => s.setBulletChat);
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
  const run = (id: MenuItem) => {
    setOpen(false);
    if (id === MenuItem.Nickname) props.onNickname();
    if (id === MenuItem.Disclaimer) props.onDisclaimer();
    if (id === MenuItem.Tutorial) props.onTutorial();
  };
  const toggles: Partial<Record<MenuItem, { on: boolean; set: (on: boolean) => void }>> = {
    [MenuItem.GiftEffect]: { on: giftEffects, set: setGiftEffects },
    [MenuItem.BulletChat]: { on: bulletChat, set: setBulletChat },
  };
  return (
    <div className="settings-menu">
      <button ref={button} type="button" className="icon-btn" aria-label={t('settings')} aria-expanded={open} aria-controls={menuId} data-testid="settings-menu-button" onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">⚙</span>
      </button>
      {open && (
        <ul id={menuId} className="settings-menu__list" data-testid="settings-menu">
          {visibleCommands(props).map((c) => {
            const toggle = toggles[c.id];
            return (
              <li key={c.id}>
                {c.kind === 'toggle' && toggle ? (
                  <label className="settings-menu__toggle">
                    <span>{t(c.label)}</span>
                    <input type="checkbox" role="switch" checked={toggle.on} data-testid={`setting-${c.id}`} onChange={(e) => toggle.set(e.target.checked)} />
                  </label>
                ) : (
                  <button type="button" className="settings-menu__action" data-testid={`setting-${c.id}`} onClick={() => run(c.id)}>{t(c.label)}</button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
