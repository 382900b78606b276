export { MaintenanceScreen } from './MaintenanceScreen';
export { OverStreamingPhoto } from './OverStreamingPhoto';
export { MaintenanceChatBar } from './MaintenanceChatBar';
