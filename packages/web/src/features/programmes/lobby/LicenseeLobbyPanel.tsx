import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GetProgramList, ScheduleDataType } from '@sideline/protocol';
import type { ScheduleItem } from '@sideline/protocol';
import { useFocusTrap } from '../../../shared/a11y';
import { callApi } from '../../../shared/api';
import { cardState, startLabel } from '../schedule/cardStatus';
import { toViewerLocal } from '../schedule/localTime';
import { selectLicenseeLobby } from './licenseeLobby';
import '../promotions/promotions.css';
import './lobby.css';
import { IconButton } from '../../../shared/ui/IconButton';

export interface LicenseeLobbyPanelProps {
  open: boolean;
  /** The viewer's site (the data parameter's, else a member token's); null: unknown (an anonymous viewer without SiteId sees the empty lobby). */
  siteId: number | null;
  userLanguage: string;
  currentMatchId: number | null;
  currentEventId: number | null;
  /** A running match or live programme was chosen. */
  onOpen(item: ScheduleItem): void;
  /** The streamer topic panel (the whole schedule) was asked for. */
  onShowTopics(): void;
  onClose(): void;
}

/**
 * The licensee screen's live-streaming lobby (schedule spec section 2): GET
 * /Licensee/GetProgramList (more: IsShowMore) grouped running, non-live, not started with the
 * current match filtered out; running ones open (`onOpen`), the others show their local start.
 * A side panel beside the video, not modal: Escape closes it.
 */
export function LicenseeLobbyPanel(props: LicenseeLobbyPanelProps) {
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  const { siteId } = props;
  const list = useQuery({
    queryKey: ['GetProgramList', siteId, props.userLanguage, more],
    queryFn: ({ signal }) => callApi(GetProgramList, { SiteId: siteId ?? 0, UserLanguage: props.userLanguage, IsShowMore: more }, { signal }),
    enabled: props.open && siteId !== null,
    staleTime: 10_000,
    select: (r) => r.Programs,
  });
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, { active: props.open, trap: false, onEscape: props.onClose });
  if (!props.open) return null;
  const groups = selectLicenseeLobby(list.data ?? [], { matchId: props.currentMatchId, eventId: props.currentEventId });
  const now = new Date();
  return (
    <aside ref={panel} className="lobby lobby--licensee" role="dialog" aria-label={t('live-streaming')} data-testid="licensee-lobby">
      <header className="overlay-bar">
        <h2 className="overlay-bar__title">{t('live-streaming')}</h2>
        <IconButton icon="close" label={t('close')} onClick={props.onClose} />
      </header>
      {list.isPending && siteId !== null && <p role="status" className="lobby__empty">{t('loading')}</p>}
      {siteId === null && <p className="lobby__empty">{t('lobby-empty')}</p>}
      {list.isError && (
        <p role="alert" className="lobby__empty">
          {t('lobby-load-failed')} <button type="button" className="btn btn--ghost" onClick={() => void list.refetch()}>{t('retry')}</button>
        </p>
      )}
      {list.isSuccess && groups.length === 0 && <p className="lobby__empty">{t('lobby-empty')}</p>}
      {groups.map(({ group, items }) => (
        <section key={group} className="lobby__group" aria-label={t(`lobby-${group}`)} data-group={group}>
          <h3 className="lobby__group-title">{t(`lobby-${group}`)}</h3>
          <ul className="lobby__list">
            {items.map((item) => {
              const state = cardState(item);
              const isMatch = item.DataType === ScheduleDataType.Match;
              const title = isMatch ? `${item.HomeTeam ?? ''} vs ${item.AwayTeam ?? ''}` : (item.Title ?? '');
              const content = (
                <>
                  {item.AnchorImageUrl ? <img className="lobby__img" src={item.AnchorImageUrl} alt="" loading="lazy" /> : <span className="lobby__img" />}
                  <span className="lobby__text">
                    <span className="lobby__title">{title}</span>
                    <span className="lobby__streamer">{[isMatch ? item.LeagueName : null, item.AnchorName].filter(Boolean).join(' · ')}</span>
                  </span>
                  {state.display === 'live'
                    ? <span className="lobby__live">{t('live')}</span>
                    : <span className="lobby__time">{startLabel(toViewerLocal(item.EventTime, now), t('today')) || t('not-started')}</span>}
                </>
              );
              return (
                <li key={`${item.DataType}:${item.Id}`} className="lobby__item" data-status={group}>
                  {state.clickable
                    ? <button type="button" className="lobby__open" onClick={() => props.onOpen(item)}>{content}</button>
                    : <div className="lobby__open">{content}</div>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <div className="lobby__actions">
        {!more && list.isSuccess && <button type="button" className="btn btn--ghost" onClick={() => setMore(true)}>{t('lobby-show-more')}</button>}
        <button type="button" className="btn btn--ghost" onClick={props.onShowTopics}>{t('streamer-topic')}</button>
      </div>
    </aside>
  );
}
