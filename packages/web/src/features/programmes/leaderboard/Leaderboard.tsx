import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaderboardRange } from '@sideline/protocol';
import type { LeaderboardPeriod, LeaderboardRange as Range } from '@sideline/protocol';
import { useFocusTrap } from '../../../shared/a11y';
import type { TranslationKey } from '../../../shared/i18n';
import { useHostBridge } from '../../../shared/host';
import { DEFAULT_PERIOD, ownRank, periodForRange, periodOptions, rangeOf, rankedRows, splitTop } from './leaderboardModel';
import type { RankedRow } from './leaderboardModel';
import { leaderboardTitleImage } from './titleImage';
import { useLeaderboardData, usePersonalRank } from './useLeaderboard';
import './leaderboard.css';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { IconButton } from '../../../shared/ui/IconButton';

const PERIOD_KEY: Record<LeaderboardPeriod, TranslationKey> = {
  LastWeek: 'last-week', CurrentWeek: 'current-week', LastMonth: 'last-month', CurrentMonth: 'current-month',
};

export interface LeaderboardProps {
  open: boolean;
  currencyId: number;
  isUserLogin: boolean;
  onClose(): void;
}

function Podium({ rows }: { rows: RankedRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="leaderboard__empty">{t('leaderboard-empty')}</p>;
  return (
    <ol className="leaderboard__top" aria-label={t('top-3')}>
      {rows.map((r) => (
        <li key={r.Rank} className={`leaderboard__podium leaderboard__podium--${r.Rank}`} data-me={r.IsMe || undefined}>
          <span className="leaderboard__medal" aria-label={`${t('rank')} ${r.Rank}`}>{r.Rank}</span>
          <span className="leaderboard__nick">{r.NickName}</span>
          <span className="leaderboard__score">{r.Score.toLocaleString()}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The tipping leaderboard: a pop-up with the top 3 and a More button, and the details (weekly
 * and monthly tabs, a period dropdown when the tab has more than one period, rows from rank 4
 * and the pinned own-rank row: the rank when 50 or better, else 'not-on-the-list'). Opening
 * and closing the details tells the host page (IsOpenLeaderboardDetail).
 */
export function Leaderboard({ open, currencyId, isUserLogin, onClose }: LeaderboardProps) {
  const { t, i18n } = useTranslation();
  const bridge = useHostBridge();
  const selectId = useId();
  const [details, setDetails] = useState(false);
  const [period, setPeriod] = useState<LeaderboardPeriod>(DEFAULT_PERIOD);
  const data = useLeaderboardData(currencyId, open);
  const personal = usePersonalRank(open && isUserLogin);

  useEffect(() => {
    if (!open) {
      setDetails(false);
      setPeriod(DEFAULT_PERIOD);
    }
  }, [open]);
  useEffect(() => {
    if (!details) return undefined;
    bridge.send('IsOpenLeaderboardDetail', { IsOpen: true });
    return () => {
      bridge.send('IsOpenLeaderboardDetail', { IsOpen: false });
    };
  }, [details, bridge]);
  // Escape goes back from the details first, then closes.
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, { active: open, onEscape: details ? () => setDetails(false) : onClose });

  if (!open) return null;
  const ranges = data.data?.LeaderBoardDateRangeDto ?? [];
  const rows = rankedRows(data.data?.LeaderBoardResult ?? [], period);
  const { top, rest } = splitTop(rows);
  const range = rangeOf(period);
  const options = periodOptions(range, ranges);
  const mine = ownRank(personal.data?.PersonalRankDto ?? [], period);
  const chooseRange = (r: Range) => setPeriod(periodForRange(r, ranges));
  const title = <img className="leaderboard__title" src={leaderboardTitleImage(i18n.language)} alt={t('leaderboard')} />;

  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <section
        ref={panel}
        className={details ? 'leaderboard leaderboard--details' : 'leaderboard'}
        role="dialog"
        aria-modal="true"
        aria-label={t('leaderboard')}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="leaderboard__header">
          {details && (
            <button type="button" className="icon-btn" aria-label={t('back')} onClick={() => setDetails(false)}><span aria-hidden="true">‹</span></button>
          )}
          {title}
          <IconButton icon="close" label={t('close')} onClick={onClose} />
        </header>
        {data.isPending && <Skeleton shape="rows" label={t('loading')} count={5} />}
        {data.isError && <p role="alert" className="leaderboard__empty">{t('system-error')}</p>}
        {details && (
          <div className="leaderboard__controls">
            <div role="tablist" className="leaderboard__tabs">
              {[LeaderboardRange.Weekly, LeaderboardRange.Monthly].map((r) => (
                <button key={r} type="button" role="tab" aria-selected={range === r} className={range === r ? 'tab active' : 'tab'} onClick={() => chooseRange(r)}>
                  {t(r)}
                </button>
              ))}
            </div>
            {options.length > 1 && (
              <>
                <label htmlFor={selectId} className="visually-hidden">{t('leaderboard-period')}</label>
                <select id={selectId} value={period} onChange={(e) => setPeriod(e.target.value as LeaderboardPeriod)}>
                  {options.map((o) => (
                    <option key={o.LeaderBoardDate} value={o.LeaderBoardDate}>{`${t(PERIOD_KEY[o.LeaderBoardDate])} ${o.DateRange}`}</option>
                  ))}
                </select>
              </>
            )}
          </div>
        )}
        {data.data && <Podium rows={top} />}
        {details && (
          <ol className="leaderboard__list" start={4} aria-label={t('leaderboard')}>
            {rest.map((r) => (
              <li key={r.Rank} className="leaderboard__row" data-me={r.IsMe || undefined}>
                <span className="leaderboard__rank">{r.Rank}</span>
                <span className="leaderboard__nick">{r.NickName}</span>
                <span className="leaderboard__score">{r.Score.toLocaleString()}</span>
              </li>
            ))}
          </ol>
        )}
        {details && isUserLogin && personal.data && (
          <div className="leaderboard__mine" aria-label={t('my-rank')}>
            <span className="leaderboard__rank">{mine.rank ?? '-'}</span>
            <span className="leaderboard__nick">{personal.data.Nickname ?? t('my-rank')}</span>
            <span className="leaderboard__score">{mine.rank !== null ? mine.score.toLocaleString() : t('not-on-the-list')}</span>
          </div>
        )}
        {!details && (
          <button type="button" className="btn btn--primary btn--block" onClick={() => setDetails(true)}>{t('more')}</button>
        )}
      </section>
    </div>
  );
}
