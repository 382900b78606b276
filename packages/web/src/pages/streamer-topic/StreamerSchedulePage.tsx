import { useOutletContext } from '../../shared/navigation';
import { ScheduleView } from '../../features/programmes';
import type { TopicOutletContext } from './StreamerTopicPage';

/** /streamertopicpage/streamerschedule — the schedule tab of the topic page. */
export function StreamerSchedulePage() {
  const context = useOutletContext<TopicOutletContext>();
  return <ScheduleView {...context} />;
}
