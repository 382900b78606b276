/** Licensee feature: sites, customers, tokens. `verifyToken` and `hubAuthenticator` are what other modules use. */
export { licenseePlugin } from './plugin';
export { licenseeMigrations } from './devices';
export { verifyToken, hubAuthenticator, toHubSession, issueToken, revokeToken, walletCurrencies } from './service';
export { verifyBearer, signBearer } from './tokens';
export type { SignedClaims } from './tokens';
export { memberGroup, memberGroupMethods } from './member-group';
export { findSite, updateNickname } from './store';
export type { SitesTable, CustomersTable, TokensTable, CurrenciesTable } from './tables';
export { allBots, siteBots, siteGroups, siteNameRow } from './store';
