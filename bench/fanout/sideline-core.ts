/**
 * The Sideline fan-out under test: the server package's GroupRegistry over the memory broker.
 * @sideline/server does not export these yet (the lead adds them to its index), so this one
 * adapter reaches into the package's source; every other bench file stays package-clean.
 */
export { createGroupRegistry } from '../../packages/server/src/realtime/groups/registry';
export { createMemoryBroker } from '../../packages/server/src/realtime/broker/memory';
export type { FrameSink } from '../../packages/server/src/realtime/types';
