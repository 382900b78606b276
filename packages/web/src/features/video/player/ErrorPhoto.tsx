import { playerErrorText } from '@sideline/protocol';
import { lazyPanel } from '../../../shared/ui/lazyPanel';

/** Sentence and retry load with the first error, not with the page (load budget). */
const ErrorHelp = lazyPanel<{ code: string }>(() => import('./ErrorHelp').then((m) => m.ErrorHelp), { fallback: null });

/**
 * The error photo: a broken-screen picture, 'Error Code：' and the code (spec section 8), and
 * beside them what went wrong in the viewer's language with "Try again" where it helps (ErrorHelp).
 */
export function ErrorPhoto(props: { code: string; serverCode?: string | null }) {
  const text = playerErrorText(props.code, props.serverCode);
  return (
    <div className="player-photo player-photo--error" role="alert" data-error-code={props.code}>
      <svg viewBox="0 0 160 90" aria-hidden="true" className="player-photo__art">
        <rect x="40" y="18" width="80" height="48" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M70 30l8 10-6 6 10 12" fill="none" stroke="currentColor" strokeWidth="3" />
        <rect x="68" y="68" width="24" height="4" rx="2" fill="currentColor" />
      </svg>
      <p className="player-photo__text">{text}</p>
      <ErrorHelp code={props.code} />
    </div>
  );
}
