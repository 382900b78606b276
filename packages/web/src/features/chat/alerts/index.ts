export { createAlerts } from './alerts';
export type { Alert, AlertIcon, AlertInput, Alerts, AlertsSnapshot, AlertTone } from './alerts';
export { AlertsProvider, useAlerts, useAlertsSnapshot } from './AlertsProvider';
export { AlertBanner } from './AlertBanner';
