import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgramStatus } from '@sideline/protocol';
import type { EntertainmentProgramme } from '@sideline/protocol';
import { useFocusTrap } from '../../../shared/a11y';
import { startLabel } from '../schedule/cardStatus';
import { toViewerLocal } from '../schedule/localTime';
import { selectLobby } from './lobbyModel';
import { useProgrammes } from './useProgrammes';
import './lobby.css';
import { IconButton } from '../../../shared/ui/IconButton';

export { useProgrammes };


/**
 * The live-streaming lobby panel: the other live programmes (switchable) and up to 3 not
 * started ones with their local date or 'today' and time. Choosing a live one calls `onSwitch`.
 */
export function LobbyPanel(props: { open: boolean; currentEventId: number | null; exclusiveStreamerType: number | null; onSwitch(p: EntertainmentProgramme): void; onClose(): void }) {
  const { t } = useTranslation();
  const programmes = useProgrammes(props.open, props.exclusiveStreamerType);
  // A side panel beside the video, not modal: Tab may leave it; Escape closes it.
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, { active: props.open, trap: false, onEscape: props.onClose });
  if (!props.open) return null;
  const items = selectLobby(programmes.data ?? [], props.currentEventId);
  const now = new Date();
  return (
    <aside ref={panel} className="lobby" role="dialog" aria-label={t('live-streaming')}>
      <header className="overlay-bar">
        <h2 className="overlay-bar__title">{t('live-streaming')}</h2>
        <IconButton icon="close" label={t('close')} onClick={props.onClose} />
      </header>
      {programmes.isPending && <p role="status" className="lobby__empty">{t('loading')}</p>}
      {programmes.isSuccess && items.length === 0 && <p className="lobby__empty">{t('lobby-empty')}</p>}
      <ul className="lobby__list">
        {items.map((p) => {
          const live = p.Status === ProgramStatus.Live;
          const content = (
            <>
              {p.ImageUrl ? <img className="lobby__img" src={p.ImageUrl} alt="" /> : <span className="lobby__img" />}
              <span className="lobby__text">
                <span className="lobby__title">{p.Title}</span>
                <span className="lobby__streamer">{p.StreamerName}</span>
              </span>
              {live
                ? <span className="lobby__live">{t('live')}</span>
                : <span className="lobby__time">{startLabel(toViewerLocal(p.OpenTime, now), t('today')) || t('not-started')}</span>}
            </>
          );
          return (
            <li key={p.EventId} className="lobby__item" data-status={live ? 'live' : 'not-started'}>
              {live
                ? <button type="button" className="lobby__open" onClick={() => props.onSwitch(p)}>{content}</button>
                : <div className="lobby__open">{content}</div>}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
