import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { HubClient, HubClientSnapshot } from './hubClient';

const HubClientContext = createContext<HubClient | null>(null);

/** Makes one HubClient available to the tree below (its owner starts and stops it). */
export function HubClientProvider({ client, children }: { client: HubClient; children: ReactNode }) {
  return <HubClientContext.Provider value={client}>{children}</HubClientContext.Provider>;
}

/** The HubClient of the nearest provider; throws outside one (a missing provider is a bug). */
export function useHubClient(): HubClient {
  const client = useContext(HubClientContext);
  if (!client) throw new Error('useHubClient must be used inside a HubClientProvider');
  return client;
}

/** The connection state for the UI (Disconnected, Connecting, Connected, Disconnecting, Reconnecting). */
export function useHubConnection(): HubClientSnapshot {
  const client = useHubClient();
  return useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
}
