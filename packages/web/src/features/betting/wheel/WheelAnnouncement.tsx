import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wheel } from './wheel';
import './wheel.css';

/**
 * The 2 s wheel-on animation (chatroom spec section 4: "a wheel-on push shows a wheel animation
 * for 2 s"), shown over the room whether or not the wheel drawer is open (issue 16 item 25: it
 * lived inside the drawer, so a closed drawer showed nothing).
 */
export function WheelAnnouncement(props: { wheel: Wheel }) {
  const { t } = useTranslation();
  const { wheel } = props;
  const s = useSyncExternalStore(wheel.subscribe, wheel.getSnapshot, wheel.getSnapshot);
  if (!s.announcing) return null;
  return (
    <div className="wheel-announce" role="status" data-testid="wheel-announce">
      <span className="wheel-announce__icon" aria-hidden="true">🎡</span> {t('wheel')}
    </div>
  );
}
