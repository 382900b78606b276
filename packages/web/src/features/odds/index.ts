export { amountText, oddsText, oddsTypeName, toOddsType } from './format';
export { useOddsType } from './useOddsType';
