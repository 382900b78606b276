import { createContext, useContext, useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from '../navigation';
import { DATA_QUERY_PARAM, decodeDataParam } from '@sideline/protocol';
import type { DataParam } from '@sideline/protocol';
import { sessionStore, useSession } from '../session/session';

/**
 * How a route treats its `data` parameter.
 * - `token-required` (/licensee, /streamingplugin, /entertainmentplugin, /creditplugin): it must
 *   be present, decodable and carry a Token; otherwise /NotFoundPage.
 * - `optional` (topic page, promotion, broadcast): may be absent; present but bad → /NotFoundPage.
 * - `lenient` (maintenance screens, the fallback of last resort): a missing or bad one gives defaults.
 */
export type DataParamPolicy = 'token-required' | 'optional' | 'lenient';

/** What a page under the gate reads. */
export interface DataParamValue {
  data: DataParam;
  /** The parameter as received (base64), null when absent or ignored. */
  raw: string | null;
}

const DataParamContext = createContext<DataParamValue | null>(null);

/** The path of the not-found page every refused parameter goes to. */
export const NOT_FOUND_PATH = '/NotFoundPage';

/**
 * Decodes and validates the route's `data` parameter, refuses it with
 * `<Navigate to="/NotFoundPage" replace />` as the policy says, puts Token and MatchId in the
 * session (for the HTTP client's headers) and renders its children once the session holds them.
 */
export function DataParamGate(props: { policy: DataParamPolicy; children: ReactNode }) {
  const { policy } = props;
  const [params] = useSearchParams();
  const raw = params.get(DATA_QUERY_PARAM);
  const value = useMemo((): DataParamValue | null => {
    const result = decodeDataParam(raw, { requireToken: policy === 'token-required' });
    if (result.ok) return { data: result.data, raw: result.raw };
    if (policy === 'lenient' || (policy === 'optional' && result.problem === 'missing')) return { data: {}, raw: null };
    return null;
  }, [raw, policy]);

  const sessionRaw = useSession((s) => s.rawData);
  useLayoutEffect(() => {
    if (value) sessionStore.getState().setFromData(value.raw, value.data);
  }, [value]);

  if (!value) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (sessionRaw !== value.raw) return null;
  return <DataParamContext.Provider value={value}>{props.children}</DataParamContext.Provider>;
}

/** The validated data parameter of the current route; throws outside `DataParamGate`. */
export function useDataParam(): DataParamValue {
  const value = useContext(DataParamContext);
  if (!value) throw new Error('useDataParam must be used inside <DataParamGate>');
  return value;
}

/**
 * Its children read the current data parameter with `patch` over it (e.g. the credit plugin's
 * preview anchor taken from the query). The session and the raw parameter stay as they are.
 */
export function DataParamOverride(props: { patch: Partial<DataParam> | null; children: ReactNode }) {
  const value = useDataParam();
  const { patch } = props;
  const merged = useMemo(() => (patch ? { ...value, data: { ...value.data, ...patch } } : value), [value, patch]);
  return <DataParamContext.Provider value={merged}>{props.children}</DataParamContext.Provider>;
}
