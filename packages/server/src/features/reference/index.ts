/** What app.ts and tests use of reference: the only way in. */
export { referencePlugin } from './plugin';
export { referenceDocument } from './document';
export { contractOf } from './contract';
export type { DocCall, DocContract, DocHubMessage } from './contract';
export { OPENAPI_PATH, REFERENCE_CSP, REFERENCE_PAGE_PATH } from './page';
