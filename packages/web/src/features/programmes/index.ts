/** The programmes domain's public face: schedule, streamers, lobby, leaderboard, promotions, feedback. */
export { FeedbackPrompt } from './feedback/FeedbackPrompt';
export { EventListModal, Leaderboard } from './lazyPanels';
export { useShowLeaderboard } from './leaderboard/useLeaderboard';
export { LobbyPanel } from './lobby/LobbyPanel';
export { PromotionDetail } from './promotions/PromotionDetail';
export { usePromotionEntry } from './promotions/usePromotions';
export { ContentLanguagePicker, GoToTop, useOpenCard, useTopicPage } from './schedule';
export type { ScheduleViewProps } from './schedule';
export { ScheduleView } from './schedule/ScheduleView';
export { useIsMobile } from './schedule/useIsMobile';
export { StreamerBrowser } from './streamers';
