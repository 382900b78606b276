import { useTranslation } from 'react-i18next';
import { useBroadcastVoice } from './useBroadcastVoice';
import './broadcast.css';

/** The broadcast page's only control: a mute / unmute icon button. */
export function BroadcastVoiceButton(props: { isAutoplay: boolean; voice?: { muted: boolean; toggle(): void } }) {
  const { t } = useTranslation();
  const own = useBroadcastVoice(props.isAutoplay);
  const { muted, toggle } = props.voice ?? own;
  return (
    <button
      type="button"
      className="voice-btn"
      aria-pressed={muted}
      aria-label={muted ? t('unmute') : t('mute')}
      title={muted ? t('unmute') : t('mute')}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {muted ? (
          <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
