export { decodeDataParam, decodeBase64Utf8, encodeDataParam, hostOriginOf } from './decode';
export type { DataParamProblem, DataParamResult } from './decode';
export { DataParam, RequiredTokenDataParam } from './schema';
export { DataParamGate, DataParamOverride, useDataParam, NOT_FOUND_PATH } from './DataParamGate';
export type { DataParamPolicy, DataParamValue } from './DataParamGate';
