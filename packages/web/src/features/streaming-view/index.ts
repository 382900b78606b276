export { StreamingView } from './StreamingView';
export type { StreamingViewProps } from './StreamingView';
export { useStreamUrl } from './useStreamUrl';
export { TeamHeader } from './TeamHeader';
export { PageStreaming } from './PageStreaming';
