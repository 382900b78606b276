/** The programmes domain's public face: schedule, streamers, lobby, leaderboard, promotions, feedback. */
export { FeedbackPrompt } from './feedback/FeedbackPrompt';
export { EventListModal, LazyFeedbackPrompt, LazyLobbyPanel, LazyScheduleView, Leaderboard } from './lazyPanels';
export { LicenseeLobby, StreamerTopicPanel } from './licenseePanels';
export { useShowLeaderboard } from './leaderboard/visibility';
export { useProgrammes } from './lobby/useProgrammes';
export { PromotionDetail } from './promotions/PromotionDetail';
export { usePromotionEntry } from './promotions/usePromotions';
export { ContentLanguagePicker, GoToTop, useOpenCard, useTopicPage } from './schedule';
export type { ScheduleViewProps } from './schedule';
export { ScheduleView } from './schedule/ScheduleView';
export { useIsMobile } from './schedule/useIsMobile';
export { StreamerBrowser } from './streamers';
