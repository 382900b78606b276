import { memo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScheduleDataType } from '@sideline/protocol';
import type { LocalEventFields, ScheduleItem } from '@sideline/protocol';
import { cardState, startLabel } from './cardStatus';
import { tagName } from './listModel';

export interface ScheduleCardProps {
  item: ScheduleItem;
  local: LocalEventFields;
  /** The interface language (tag names). */
  language: string;
  /** True for a live provider-A card (a preview candidate). */
  previewEligible: boolean;
  /** The preview player, when this card was chosen for autoplay. */
  preview?: ReactNode;
  onOpen(item: ScheduleItem): void;
}

/**
 * One schedule card. A match card shows the league, home versus away and the streamer; an
 * entertainment card shows its tag in the user's language and its title. Status (see
 * `cardState`): live badge, 'streamer-live-end' overlay, or the local date ('today') and time.
 * Only live/running cards are buttons.
 */
export const ScheduleCard = memo(function ScheduleCard({ item, local, language, previewEligible, preview, onOpen }: ScheduleCardProps) {
  const { t } = useTranslation();
  const state = cardState(item);
  const isMatch = item.DataType === ScheduleDataType.Match;
  const title = isMatch ? `${item.HomeTeam ?? ''} vs ${item.AwayTeam ?? ''}` : (item.Title ?? '');
  const body = (
    <>
      <div className="schedule-card__media">
        {preview ?? (item.AnchorImageUrl
          ? <img className="schedule-card__image" src={item.AnchorImageUrl} alt="" loading="lazy" />
          : <div className="schedule-card__image schedule-card__image--blank" aria-hidden="true" />)}
        {state.display === 'live' && <span className="schedule-card__live">{t('live')}</span>}
        {state.display === 'end' && <div className="schedule-card__end">{t('streamer-live-end')}</div>}
        {state.display === 'upcoming' && (
          <span className="schedule-card__time">{startLabel(local, t('today'))}</span>
        )}
      </div>
      <div className="schedule-card__info">
        {isMatch ? (
          <>
            <span className="schedule-card__league">{item.LeagueName}</span>
            <span className="schedule-card__teams">
              {item.HomeTeam} <span className="schedule-card__vs">VS</span> {item.AwayTeam}
            </span>
          </>
        ) : (
          <>
            {item.Tags[0] && <span className="schedule-card__tag">{tagName(item.Tags[0], language)}</span>}
            <span className="schedule-card__teams">{item.Title}</span>
          </>
        )}
        {item.AnchorName && <span className="schedule-card__streamer">{item.AnchorName}</span>}
      </div>
    </>
  );
  const common = {
    className: `schedule-card schedule-card--${state.display}`,
    'data-card-id': String(item.Id),
    'data-preview-eligible': previewEligible ? 'true' : undefined,
    'data-status': state.display,
  };
  if (!state.clickable) {
    return <li {...common} aria-label={title}>{body}</li>;
  }
  return (
    <li {...common}>
      <button type="button" className="schedule-card__open" onClick={() => onOpen(item)}>{body}</button>
    </li>
  );
});
