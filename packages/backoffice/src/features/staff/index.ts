export { StaffScreen } from './StaffScreen';
