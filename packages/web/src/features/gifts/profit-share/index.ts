export { ProfitShareDialog } from './ProfitShareDialog';
export { checkAmount, quickAmount, sanitizeAmount, QUICK_PERCENTS } from './amount';
export type { AmountCheck } from './amount';
