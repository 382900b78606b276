import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from '../../../shared/navigation';
import { useTranslation } from 'react-i18next';
import type { WidgetToHostType } from '@sideline/protocol';
import { isApiError } from '../../../shared/api';
import { NOT_FOUND_PATH, useDataParam } from '../../../shared/data-param';
import { useHostBridge } from '../../../shared/host/HostBridgeProvider';
import { useVerifyToken } from '../../../shared/session/useVerifyToken';
import { WidgetFrame } from './WidgetFrame';

/** Host messages a page may announce once it is ready (all take an empty payload). */
type ReadySignal = Extract<WidgetToHostType, 'InitFinished' | 'InitChatRoomFinished' | 'InitStreamingFinished'>;

/**
 * Start-up of a widget page: verifies the data parameter's token (when there is one), shows
 * a loading state meanwhile, sends BadRequest to /NotFoundPage, offers a retry on other
 * failures, then renders the shared frame and announces `readySignal` to the host page.
 */
export function WidgetShell(props: {
  showHeader?: boolean;
  readySignal?: ReadySignal;
  /** The page renders the chatroom (its own rules panel and login prompt replace the frame's). */
  hasChatroom?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = useDataParam();
  const bridge = useHostBridge();
  const verify = useVerifyToken(data.Token);
  const hasToken = Boolean(data.Token);
  const ready = !hasToken || verify.isSuccess;
  const { readySignal } = props;

  useEffect(() => {
    if (ready && readySignal) bridge.send(readySignal, {});
  }, [ready, readySignal, bridge]);

  if (hasToken && verify.isPending) {
    return (
      <div className="widget-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>{t('loading')}</span>
      </div>
    );
  }
  if (hasToken && verify.isError) {
    if (isApiError(verify.error) && verify.error.isBadRequest) return <Navigate to={NOT_FOUND_PATH} replace />;
    return (
      <div className="widget-error" role="alert">
        <p>{t('system-error')}</p>
        <button type="button" className="btn btn--primary" onClick={() => void verify.refetch()}>{t('retry')}</button>
      </div>
    );
  }
  const isUserLogin = verify.data?.IsUserLogin ?? (data.IsUserLogin ?? null);
  const named = data.Title || data.StreamerName;
  const title = named || t('app-title');
  // Issue 17: the generic "Streaming ChatRoom" no longer takes a bar of its own (the teams or the
  // programme say what is on); a given title or streamer name still shows. The heading stays
  // for screen readers either way.
  const pageHeading = props.showHeader ?? true;
  const showHeader = pageHeading && !data.IsHideTitle && Boolean(named);
  return (
    <WidgetFrame title={title} showHeader={showHeader} hiddenHeading={pageHeading && !showHeader} isUserLogin={isUserLogin} hasChatroom={props.hasChatroom}>
      {props.children}
    </WidgetFrame>
  );
}
