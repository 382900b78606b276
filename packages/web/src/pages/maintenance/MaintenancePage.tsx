import { MaintenanceScreen } from '../../features/shell';

/** /MaintenancePage, /maintenance and /LicenseeMaintenance — the maintenance screens. */
export function MaintenancePage() {
  return (
    <main className="page page--bare">
      <MaintenanceScreen />
    </main>
  );
}
