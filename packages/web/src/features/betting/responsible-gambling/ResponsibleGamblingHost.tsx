import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { GetRealityCheck, formatAmount, helpText } from '@sideline/protocol';
import type { ResultOf } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { useFocusTrap } from '../../../shared/a11y';
import { systemClock } from '../../../shared/clock';
import { useHostMessage } from '../../../shared/host';
import type { BettingHub } from '../quick-bet/BettingHost';
import { gamblingStore } from './gamblingStore';
import { useResponsibleGambling } from './useResponsibleGambling';
import './responsible-gambling.css';

type Figures = ResultOf<typeof GetRealityCheck>;

/**
 * Mounted with the betting host whatever the player's state (it must hear the state lift):
 * takes PushPlayerGamblingState from the member group and the host page's PlayerGamblingState,
 * shows the paused notice with the site's help link while betting is off, and the reality check
 * every profile interval (elapsed time, net result of this session's bets from the server's
 * ledger, Continue or Stop).
 */
export function ResponsibleGamblingHost(props: { hub: Pick<BettingHub, 'on'>; userLanguage: string }) {
  const { t } = useTranslation();
  const access = useResponsibleGambling();
  const { hub } = props;
  useEffect(() => hub.on('PushPlayerGamblingState', (p) => gamblingStore.pushed(p)), [hub]);
  useHostMessage('PlayerGamblingState', (p) => gamblingStore.host(p));

  const minutes = access.profile.RealityCheckMinutes;
  const [due, setDue] = useState<number | null>(null);
  const [figures, setFigures] = useState<Figures | null | 'error'>(null);
  const checking = access.loggedIn && !access.excluded && minutes > 0 && access.sessionStart > 0;
  useEffect(() => {
    if (!checking || (due !== null && due < 0)) return undefined; // off, or the check is open
    const next = due ?? access.sessionStart + minutes * 60_000;
    const timer = systemClock.setTimeout(() => {
      setFigures(null);
      setDue(-next); // negative: open, the interval reached at -due
      callApi(GetRealityCheck, { SessionStart: access.sessionStart }).then(setFigures, () => setFigures('error'));
    }, Math.max(0, next - systemClock.now()));
    return () => systemClock.clearTimeout(timer);
  }, [checking, due, minutes, access.sessionStart]);
  const open = checking && due !== null && due < 0;
  const dialog = useRef<HTMLDivElement>(null);
  const proceed = () => setDue(systemClock.now() + minutes * 60_000);
  useFocusTrap(dialog, { active: open, trap: true, initialFocus: (box) => box.querySelector<HTMLElement>('[data-testid="rg-continue"]'), onEscape: proceed });

  const help = helpText(access.profile, props.userLanguage);
  const helpLink = access.profile.HelpUrl && (
    <a className="rg-help" href={access.profile.HelpUrl} target="_blank" rel="noopener noreferrer" data-testid="rg-help">
      {help ?? t('rg-help')}
    </a>
  );
  if (access.excluded && access.loggedIn) {
    return (
      <div className="rg-paused" role="status" data-testid="rg-paused">
        <p>{t('rg-paused')}</p>
        {helpLink}
      </div>
    );
  }
  if (!open) return null;
  const elapsed = Math.round((systemClock.now() - access.sessionStart) / 60_000);
  // On the page's theme scope: the chat column clips what it holds.
  return createPortal(
    <div className="rg-reality" role="alertdialog" aria-modal="true" aria-labelledby="rg-reality-title" ref={dialog} data-testid="rg-reality-check">
      <h2 id="rg-reality-title">{t('rg-reality-check')}</h2>
      <p data-testid="rg-reality-elapsed">{t('rg-reality-elapsed', { minutes: elapsed })}</p>
      {figures === null && <p>{t('loading')}</p>}
      {figures === 'error' && <p role="alert">{t('please-refresh')}</p>}
      {figures && figures !== 'error' && (
        <p data-testid="rg-reality-net">{t('rg-reality-net', { net: formatAmount(figures.Net), bets: figures.Bets })}</p>
      )}
      {helpLink}
      <div className="rg-reality__actions">
        <button type="button" className="btn" data-testid="rg-continue" onClick={proceed}>{t('rg-continue')}</button>
        <button type="button" className="btn btn--ghost" data-testid="rg-stop" onClick={() => gamblingStore.stop()}>{t('rg-stop')}</button>
      </div>
    </div>,
    document.querySelector('.theme-scope') ?? document.body,
  );
}
