import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '@sideline/protocol';
import type { ServedBanner } from '@sideline/protocol';
import { useReducedMotion } from '../../shell';
import { useIsMobile } from './useIsMobile';
import { useWebBanner } from './useSchedule';

/** A banner's image, inside its link when it has one (an external link opens a new tab). */
function BannerLink(props: { banner: ServedBanner }) {
  const b = props.banner;
  const img = <img className="topic-banner__img" src={b.ImageUrl} alt={b.Title} data-banner-id={b.BannerId} />;
  if (!b.Link) return <div className="topic-banner">{img}</div>;
  return b.LinkType === 'external'
    ? <a className="topic-banner" href={b.Link} target="_blank" rel="noopener noreferrer">{img}</a>
    : <a className="topic-banner" href={b.Link}>{img}</a>;
}

/**
 * The topic page banner (position 'programme schedule'). With banners set in the back office:
 * those of the viewer's device (below 768 px mobile, else desktop; the other device's when it
 * has none), each for its carousel seconds in turn, with a pause button (and standing still when
 * the viewer asks for reduced motion). Without: the mobile image below 768 px, the desktop image
 * above. Nothing on failure (spec: banner errors are only logged).
 */
export function TopicBanner(props: { userLanguage: string }) {
  const { t } = useTranslation();
  const banner = useWebBanner(props.userLanguage);
  const isMobile = useIsMobile();
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const all = banner.data?.Banners ?? [];
  const device = isMobile ? 'mobile' : 'desktop';
  const own = all.filter((b) => b.Device === device);
  const list = own.length > 0 ? own : all;
  const current = list.length > 0 ? list[index % list.length] : undefined;
  const rotating = list.length > 1 && !paused && !reduced;
  useEffect(() => {
    if (!rotating || !current) return undefined;
    const timer = window.setTimeout(() => setIndex((i) => i + 1), current.CarouselSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [rotating, current]);

  if (current) {
    return (
      <div className="topic-banner-carousel" aria-roledescription="carousel" aria-label={t('banner')}>
        <BannerLink banner={current} />
        {list.length > 1 && !reduced && (
          <button type="button" className="topic-banner__toggle btn btn--ghost" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? t('banner-play') : t('banner-pause')}
          </button>
        )}
      </div>
    );
  }
  const { MobileUrl, DesktopUrl } = banner.data ?? { MobileUrl: null, DesktopUrl: null };
  if (!MobileUrl && !DesktopUrl) return null;
  return (
    <picture className="topic-banner">
      {DesktopUrl && <source media={`(min-width: ${MOBILE_BREAKPOINT_PX}px)`} srcSet={DesktopUrl} />}
      <img className="topic-banner__img" src={MobileUrl ?? DesktopUrl ?? ''} alt={t('banner')} />
    </picture>
  );
}
