import { useTranslation } from 'react-i18next';
import { langForPhoto } from '@sideline/protocol';
import './maintenance.css';

/**
 * The over-streaming photo of the maintenance screens, drawn in the viewer's photo language
 * (cn, vn, th, id, en; anything else uses en — spec section 9 "Photo languages").
 */
export function OverStreamingPhoto() {
  const { i18n } = useTranslation();
  const photoLang = langForPhoto(i18n.language);
  const photoT = i18n.getFixedT(photoLang);
  const title = photoT('over-streaming-title');
  const text = photoT('over-streaming-text');
  return (
    <figure className="over-streaming" data-photo-lang={photoLang}>
      <svg viewBox="0 0 640 360" role="img" aria-label={`${title}. ${text}`} className="over-streaming__svg">
        <defs>
          <linearGradient id="os-bg" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="var(--color-photo-top)" />
            <stop offset="1" stopColor="var(--color-photo-bottom)" />
          </linearGradient>
        </defs>
        <rect width="640" height="360" fill="url(#os-bg)" />
        <g transform="translate(250 70)">
          <rect x="0" y="0" width="140" height="96" rx="12" fill="var(--color-photo-screen)" stroke="var(--color-photo-ink)" strokeWidth="6" />
          <rect x="56" y="100" width="28" height="14" fill="var(--color-photo-ink)" />
          <rect x="36" y="112" width="68" height="8" rx="4" fill="var(--color-photo-ink)" />
          <path d="M52 30 l0 36 l32 -18 z" fill="var(--color-photo-ink)" opacity="0.35" />
          <g transform="translate(92 52) rotate(40)">
            <rect x="-6" y="-6" width="12" height="62" rx="6" fill="var(--color-photo-accent)" />
            <circle cx="0" cy="-10" r="16" fill="var(--color-photo-accent)" />
            <rect x="-6" y="-30" width="12" height="18" fill="var(--color-photo-screen)" />
          </g>
        </g>
        <text x="320" y="240" textAnchor="middle" fontSize="34" fontWeight="700" fill="var(--color-photo-ink)">{title}</text>
        <text x="320" y="282" textAnchor="middle" fontSize="20" fill="var(--color-photo-ink)" opacity="0.8">{text}</text>
      </svg>
    </figure>
  );
}
