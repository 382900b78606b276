import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import type { HostToWidget, HostToWidgetType } from '@sideline/protocol';
import { createHostBridge } from './bridge';
import type { HostBridge } from './bridge';
import { hostWindow } from './hostWindow';

const HostBridgeContext = createContext<HostBridge | null>(null);

/**
 * Provides the bridge for `hostOrigin` (from the data parameter). A new origin makes a new
 * bridge; without one the bridge is silent. `bridge` may be passed in tests.
 */
export function HostBridgeProvider(props: { hostOrigin: string | null; bridge?: HostBridge; children: ReactNode }) {
  const { hostOrigin, bridge: given } = props;
  const bridge = useMemo(
    () =>
      given ??
      createHostBridge({
        hostOrigin,
        host: hostWindow(),
        listenOn: window,
        log: (message, details) => console.warn(message, details ?? ''),
      }),
    [hostOrigin, given],
  );
  return <HostBridgeContext.Provider value={bridge}>{props.children}</HostBridgeContext.Provider>;
}

/** The host bridge; throws outside `HostBridgeProvider`. */
export function useHostBridge(): HostBridge {
  const bridge = useContext(HostBridgeContext);
  if (!bridge) throw new Error('useHostBridge must be used inside <HostBridgeProvider>');
  return bridge;
}

/** Runs `handler` for each host message of `type` while the component is mounted. */
export function useHostMessage<K extends HostToWidgetType>(type: K, handler: (payload: HostToWidget[K]) => void): void {
  const bridge = useHostBridge();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bridge.on(type, (payload) => latest.current(payload)), [bridge, type]);
}
