// The data parameter is the host page's contract with the widget: its schema and decoder live in
// the protocol (the server reads it too, for the page's early answers).
export { decodeDataParam, decodeBase64Utf8, encodeDataParam, hostOriginOf, DataParam, RequiredTokenDataParam } from '@sideline/protocol';
export type { DataParamProblem, DataParamResult } from '@sideline/protocol';
export { DataParamGate, DataParamOverride, useDataParam, NOT_FOUND_PATH } from './DataParamGate';
export type { DataParamPolicy, DataParamValue } from './DataParamGate';
