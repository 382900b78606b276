export { BlockReport } from './BlockReport';
