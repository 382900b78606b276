import sprite from './icons.svg?url&no-inline';

/** The icons of the sprite (lucide icons, see iconSprite.ts). */
export type IconName =
  | 'arrow-down' | 'at-sign' | 'chevron-down' | 'ferris-wheel' | 'gift' | 'info' | 'maximize' | 'minimize' | 'pencil' | 'pip'
  | 'bullets' | 'bullets-off' | 'refresh' | 'settings' | 'sticker' | 'ticket' | 'volume' | 'volume-off' | 'close' | 'zap'
  | 'trophy' | 'tv' | 'calendar' | 'check';

/**
 * A lucide icon from the widget's sprite, drawn in the current text colour at 1.25em.
 * Decorative: the control that holds it carries the accessible name.
 */
export function Icon(props: { name: IconName; className?: string }) {
  return (
    <svg className={props.className ?? 'icon'} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${props.name}`} />
    </svg>
  );
}
