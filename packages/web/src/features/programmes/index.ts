/** The programmes domain's public face: schedule, streamers, lobby, leaderboard, promotions, feedback. */
export { FeedbackPrompt } from './feedback/FeedbackPrompt';
export { Leaderboard } from './leaderboard/Leaderboard';
export { useShowLeaderboard } from './leaderboard/useLeaderboard';
export { LobbyPanel } from './lobby/LobbyPanel';
export { PromotionDetail } from './promotions';
export { EventListModal } from './promotions/EventListModal';
export { usePromotionEntry } from './promotions/usePromotions';
export { ContentLanguagePicker, GoToTop, useOpenCard, useTopicPage } from './schedule';
export type { ScheduleViewProps } from './schedule';
export { ScheduleView } from './schedule/ScheduleView';
export { useIsMobile } from './schedule/useIsMobile';
export { StreamerBrowser } from './streamers';
