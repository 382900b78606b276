export {
  buildSourceOptions, groupByLanguage, heartbeatCollectType, optionsOfTab, selectInitialSource, sortStreams, streamingSrcOf,
} from './sources';
export type { SourceOption, SourcePreference } from './sources';
export { SourceDropdown } from './SourceDropdown';
