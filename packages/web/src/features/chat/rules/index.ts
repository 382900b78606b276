export { ChatRulesPanel } from './ChatRulesPanel';
