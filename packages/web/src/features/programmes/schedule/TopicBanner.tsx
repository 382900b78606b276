import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '@sideline/protocol';
import { useWebBanner } from './useSchedule';

/** The topic page banner: the mobile image below 768 px, the desktop image above. Nothing on failure. */
export function TopicBanner(props: { userLanguage: string }) {
  const { t } = useTranslation();
  const banner = useWebBanner(props.userLanguage);
  const { MobileUrl, DesktopUrl } = banner.data ?? { MobileUrl: null, DesktopUrl: null };
  if (!MobileUrl && !DesktopUrl) return null;
  return (
    <picture className="topic-banner">
      {DesktopUrl && <source media={`(min-width: ${MOBILE_BREAKPOINT_PX}px)`} srcSet={DesktopUrl} />}
      <img className="topic-banner__img" src={MobileUrl ?? DesktopUrl ?? ''} alt={t('banner')} />
    </picture>
  );
}
