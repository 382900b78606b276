import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleItem } from '@sideline/protocol';
import { useFocusTrap } from '../../../shared/a11y';
import { ScheduleView } from './ScheduleView';
import '../promotions/promotions.css';
import { IconButton } from '../../../shared/ui/IconButton';

export interface StreamerTopicPanelProps {
  open: boolean;
  userLanguage: string;
  exclusiveStreamerType: number | null;
  onOpen(item: ScheduleItem): void;
  onClose(): void;
}

/**
 * The streamer topic panel of the licensee screen (schedule spec section 2, "Also present: …
 * a streamer topic panel"): the schedule of matches and programmes as a full-screen modal
 * with a title bar and a close control; Escape closes it, focus stays inside.
 */
export function StreamerTopicPanel(props: StreamerTopicPanelProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  useFocusTrap(scroller, { active: props.open, onEscape: props.onClose });
  if (!props.open) return null;
  return (
    <div className="fullscreen-modal" role="dialog" aria-modal="true" aria-label={t('streamer-topic')} ref={scroller} data-testid="streamer-topic-panel">
      <header className="overlay-bar">
        <h2 className="overlay-bar__title">{t('streamer-topic')}</h2>
        <IconButton icon="close" label={t('close')} onClick={props.onClose} />
      </header>
      <div className="streamer-topic-panel__body">
        <ScheduleView userLanguage={props.userLanguage} languageFilter="all" exclusiveStreamerType={props.exclusiveStreamerType} scroller={scroller} onOpen={props.onOpen} />
      </div>
    </div>
  );
}
