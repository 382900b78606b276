import { useEffect, useMemo } from 'react';
import { Outlet, useMatches, useNavigate, useSearchParams } from '../shared/navigation';
import { DATA_QUERY_PARAM } from '@sideline/protocol';
import { decodeDataParam, hostOriginOf } from '../shared/data-param';
import { HostBridgeProvider, useHostBridge } from '../shared/host';
import { setNavigator } from '../shared/navigation/navigator';
import { pageTitle } from './title';
import { watchVitals } from './vitals';

/**
 * The root route: keeps the document title in line with the route metadata, hands the
 * router's navigate to code outside React (the HTTP client), and provides the host bridge
 * for the host origin named by the data parameter (SmartUrl / hostOrigin).
 */
export function RootLayout() {
  const matches = useMatches();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get(DATA_QUERY_PARAM);
  const hostOrigin = useMemo(() => {
    const decoded = decodeDataParam(raw);
    return decoded.ok ? hostOriginOf(decoded.data) : null;
  }, [raw]);
  const title = pageTitle(matches);

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);

  return (
    <HostBridgeProvider hostOrigin={hostOrigin}>
      <VitalsReporter />
      <Outlet />
    </HostBridgeProvider>
  );
}

/** Tells the host page the widget's own vitals (WidgetVitals), which it cannot see in the frame. */
function VitalsReporter() {
  const bridge = useHostBridge();
  useEffect(() => {
    if (!bridge.connected) return undefined;
    return watchVitals({ route: () => window.location.pathname, send: (v) => void bridge.send('WidgetVitals', v) });
  }, [bridge]);
  return null;
}
