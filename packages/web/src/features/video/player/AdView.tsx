import { useTranslation } from 'react-i18next';
import type { AdInfo } from '@sideline/protocol';
import { HlsPlayer } from './HlsPlayer';
import { isHlsUrl } from './isHlsUrl';

export { isHlsUrl };

/**
 * The ad of a match without stream that has not started, in the player's 16:9 box: a muted
 * looping video (HLS playlists through the HLS player, files through the video element) or an
 * image (Type 2).
 */
export function AdView(props: { ad: AdInfo; muted?: boolean }) {
  const { t } = useTranslation();
  const { ad, muted = true } = props;
  let media;
  if (ad.Type !== 1) media = <img className="player__media" src={ad.Url} alt={t('advertisement')} data-ad="image" />;
  else if (isHlsUrl(ad.Url)) media = <HlsPlayer url={ad.Url} muted={muted} />;
  else media = <video className="player__media" src={ad.Url} muted={muted} autoPlay loop playsInline aria-label={t('advertisement')} data-ad="video" />;
  return (
    <div className="player player-ad" data-ad-type={ad.Type} role="region" aria-label={t('advertisement')}>
      {media}
      <span className="player-ad__label" aria-hidden="true">{t('advertisement')}</span>
    </div>
  );
}
