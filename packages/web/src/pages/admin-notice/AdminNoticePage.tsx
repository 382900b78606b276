import { AdminNotice, adminLoginUrl } from '../../features/shell';

/** /login and /adminpage/* — the admin migration notice. */
export function AdminNoticePage() {
  return (
    <main className="page page--center">
      <AdminNotice url={adminLoginUrl()} />
    </main>
  );
}
