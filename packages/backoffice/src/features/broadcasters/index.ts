export { BroadcastersScreen } from './BroadcastersScreen';
