export { amountText, oddsText, oddsTypeName, toOddsType } from './format';
export { useOddsType, useUserToken } from './useOddsType';
export type { UserTokenInfo } from './useOddsType';
export { betTypeNameOf, sportBetTypesQuery, useSportBetTypes } from './betTypes';
