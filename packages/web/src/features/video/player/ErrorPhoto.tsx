import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { playerErrorText } from '@sideline/protocol';

type Help = ComponentType<{ code: string }>;

/**
 * The error photo: a broken-screen picture, 'Error Code：' and the code (spec section 8), and
 * beside them what went wrong in the viewer's language with "Try again" where it helps
 * (ErrorHelp, loaded with the first error rather than with the page: load budget).
 */
export function ErrorPhoto(props: { code: string; serverCode?: string | null }) {
  const [help, setHelp] = useState<{ Help: Help } | null>(null);
  useEffect(() => {
    let live = true;
    import('./ErrorHelp').then((m) => { if (live) setHelp({ Help: m.ErrorHelp }); }, () => undefined);
    return () => { live = false; };
  }, []);
  const text = playerErrorText(props.code, props.serverCode);
  return (
    <div className="player-photo player-photo--error" role="alert" data-error-code={props.code}>
      <svg viewBox="0 0 160 90" aria-hidden="true" className="player-photo__art">
        <rect x="40" y="18" width="80" height="48" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M70 30l8 10-6 6 10 12" fill="none" stroke="currentColor" strokeWidth="3" />
        <rect x="68" y="68" width="24" height="4" rx="2" fill="currentColor" />
      </svg>
      <p className="player-photo__text">{text}</p>
      {help && <help.Help code={props.code} />}
    </div>
  );
}
