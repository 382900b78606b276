export { RoomsScreen, useLiveRooms } from './RoomsScreen';
export { RoomScreen } from './RoomScreen';
export { MuteForm, UnmuteForm } from './MuteForm';
export { PlayerLines } from './PlayerLines';
