import { useTranslation } from 'react-i18next';

/**
 * The default 'no streaming' image per language (CN, EN, ID, TC, TH, VN; fallback EN), shown
 * when a match has no stream and no ad.
 */
export const NO_STREAMING_TEXT: Readonly<Record<string, string>> = {
  cn: '暂无直播',
  tc: '暫無直播',
  en: 'No live streaming at the moment',
  id: 'Belum ada siaran langsung',
  th: 'ยังไม่มีการถ่ายทอดสด',
  vn: 'Hiện chưa có phát trực tiếp',
};

export function noStreamingLanguage(language: string | null | undefined): string {
  const l = (language ?? '').toLowerCase();
  return l in NO_STREAMING_TEXT ? l : 'en';
}

/**
 * Drawn in the interface language, so switching it in the settings menu redraws the image at
 * once; `language` is only the fallback outside an i18n provider.
 */
export function NoStreamingImage(props: { language?: string | null }) {
  const { i18n } = useTranslation();
  const lang = noStreamingLanguage(i18n.language || props.language);
  return (
    <div className="player-photo player-photo--none" data-no-streaming={lang} role="img" aria-label={NO_STREAMING_TEXT[lang]}>
      <svg viewBox="0 0 160 90" aria-hidden="true" className="player-photo__art">
        <rect x="40" y="18" width="80" height="48" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="80" cy="42" r="10" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M70 52l20-20" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p className="player-photo__text">{NO_STREAMING_TEXT[lang]}</p>
    </div>
  );
}
