export { StreamingChatroom, providerChannelOf, waitsForStart, EVENT_START_DEDUPE_MS } from './StreamingChatroom';
export type { StreamingChatroomChatProps } from './StreamingChatroom';
export { useStartup } from './useStartup';
export type { StartupState } from './useStartup';
export { startupRunners } from './runners';
export type { StartupOutcome } from './runners';
export { runStartup, STARTUP_PHASES, REQUIRED_STEPS, StartupAbortedError } from './steps';
export type { StartupReport, StartupStepId, StepRunner } from './steps';
