/** What app.ts uses of referral codes (back office only; no viewer call reads them yet): the only way in. */
export { referralCodesBackofficePlugin } from './backoffice';
export { referralCodeMigrations } from './migrations';
