export { createHostBridge, normaliseOrigin } from './bridge';
export type { HostBridge, HostBridgeOptions, MessageSource, MessageTarget } from './bridge';
export { HostBridgeProvider, useHostBridge, useHostMessage } from './HostBridgeProvider';
export { hostWindow } from './hostWindow';
