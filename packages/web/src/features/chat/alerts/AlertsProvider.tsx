import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { Alerts, AlertsSnapshot } from './alerts';

const AlertsContext = createContext<Alerts | null>(null);

/** Provides one alerts object (its owner creates it with `createAlerts`). */
export function AlertsProvider(props: { alerts: Alerts; children: ReactNode }) {
  return <AlertsContext.Provider value={props.alerts}>{props.children}</AlertsContext.Provider>;
}

/** The alerts object; throws outside AlertsProvider. */
export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useAlerts must be used inside <AlertsProvider>');
  return alerts;
}

/** The current alert, re-rendering on change. */
export function useAlertsSnapshot(): AlertsSnapshot {
  const alerts = useAlerts();
  return useSyncExternalStore(alerts.subscribe, alerts.getSnapshot, alerts.getSnapshot);
}
