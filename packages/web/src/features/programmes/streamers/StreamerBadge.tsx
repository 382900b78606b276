import { useTranslation } from 'react-i18next';
import type { AnchorTag } from '@sideline/protocol';
import { tagBadge } from './streamerModel';

/** The hot/new tag badge (TagName when the server gives one). */
export function StreamerBadge(props: { tag: AnchorTag; tagName: string | null }) {
  const { t } = useTranslation();
  const badge = tagBadge(props.tag);
  if (!badge) return null;
  return <span className={`streamer-badge streamer-badge--${badge}`}>{props.tagName || t(badge === 'hot' ? 'tag-hot' : 'tag-new')}</span>;
}
