import { useTranslation } from 'react-i18next';
import type { DeskRoom } from '@sideline/protocol';

/** Spec "Chat room: open, closed, under maintenance" as a badge (text, not colour alone). */
export function RoomStateBadge(props: { state: DeskRoom['State'] }) {
  const { t } = useTranslation();
  return <span className={`badge badge--${props.state}`}>{t(`rooms-state-${props.state}` as 'rooms-state-open')}</span>;
}
