export { balanceReducer, balanceOf, canRefresh, formatBalance, initialBalanceState } from './balances';
export type { BalanceEvent, BalanceState } from './balances';
export { createBalanceStore } from './balanceStore';
export type { BalanceStore, BalanceStoreDeps } from './balanceStore';
export { useBalanceRefresh, useBalances } from './useBalances';
export { enableSingleWalletOf, memberCurrencyName, userWallet } from './currency';
export type { ServerCurrency } from './currency';
