/** The streamer topic page's schedule tab: cards, status rules, live pushes, infinite scroll. */
export { ScheduleView } from './ScheduleView';
export type { ScheduleViewProps } from './ScheduleView';
export { ScheduleCard } from './ScheduleCard';
export { GoToTop } from './GoToTop';
export { useIsMobile } from './useIsMobile';
export { useOpenCard, cardTarget } from './useOpenCard';
export { useLivePrograms } from './useLivePrograms';
export { cardState, applyLivePrograms, startLabel } from './cardStatus';
export type { CardDisplay, CardState } from './cardStatus';
export { toViewerLocal, parseZonedWallTime, viewerTimeZone } from './localTime';
export { filterSchedule, visiblePages, hasMorePages, collectTags, tagName, isNearBottom } from './listModel';
export { createClickLock } from './clickLock';
export type { ClickLock } from './clickLock';
export { choosePreview, visibleRatio } from './previewChoice';
export { useTopicPage, SCHEDULE_LANGUAGES } from './useTopicPage';
export type { TopicPageState, TopicTab } from './useTopicPage';
export { ContentLanguagePicker } from './ContentLanguagePicker';
