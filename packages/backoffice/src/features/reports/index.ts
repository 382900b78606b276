export { ReportsScreen } from './ReportsScreen';
export { chartSeries, lastDays } from './measures';
