import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListSites } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { Empty, ErrorState, Loading } from '../../shared/ui';
import { SiteEditor } from './SiteEditor';

/** Sites and groups (spec "sites and groups"): pick a site, edit its flags, languages and chat limits. */
export function SitesScreen() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['sites'], queryFn: ({ signal }) => staffCall(ListSites, {}, signal) });
  const [siteId, setSiteId] = useState<number | null>(null);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const { Sites, Groups } = q.data;
  const current = Sites.find((s) => s.SiteId === siteId) ?? Sites[0];
  return (
    <section aria-labelledby="sites-title">
      <header className="screen__head"><h1 id="sites-title">{t('nav-sites')}</h1></header>
      {Sites.length === 0 ? <Empty /> : (
        <div className="split split--nav">
          <nav aria-label={t('sites-groups')} className="card">
            {Groups.map((g) => (
              <div key={g.SiteGroup}>
                <h2 className="group-title">{g.SiteGroup}</h2>
                <ul className="plain-list">
                  {g.SiteIds.map((id) => {
                    const s = Sites.find((x) => x.SiteId === id);
                    if (!s) return null;
                    return <li key={id}><button type="button" className={`link-button${current?.SiteId === id ? ' is-current' : ''}`} aria-current={current?.SiteId === id ? 'true' : undefined} onClick={() => setSiteId(id)}>{s.Name} (#{id})</button></li>;
                  })}
                </ul>
              </div>
            ))}
          </nav>
          {current && <SiteEditor key={current.SiteId} site={current} />}
        </div>
      )}
    </section>
  );
}
