import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { ExportAuditCsv, ListAudit } from '@sideline/protocol';
import type { AuditEntry } from '@sideline/protocol';
import { callUrl, staffCall } from '../../shared/api';
import { Field } from '../../shared/forms';
import { formatTime } from '../../shared/format';
import { DataTable, ErrorState, Loading } from '../../shared/ui';

const PAGE_SIZE = 50;

interface Filters {
  Action: string;
  Target: string;
  From: string;
  To: string;
}

/** The filter form's values → the contract's AuditFilter (dates as epoch ms; blanks left out). */
export function toAuditFilter(f: Filters): { Action?: string; Target?: string; From?: number; To?: number } {
  const out: { Action?: string; Target?: string; From?: number; To?: number } = {};
  if (f.Action.trim()) out.Action = f.Action.trim();
  if (f.Target.trim()) out.Target = f.Target.trim();
  if (f.From) out.From = new Date(f.From).getTime();
  if (f.To) out.To = new Date(f.To).getTime();
  return out;
}

function Change(props: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { Before, After } = props.entry;
  if (!Before && !After) return <>—</>;
  return (
    <details>
      <summary>{t('audit-show-change')}</summary>
      <dl className="audit-change">
        <dt>{t('audit-before')}</dt><dd><code>{Before ?? '—'}</code></dd>
        <dt>{t('audit-after')}</dt><dd><code>{After ?? '—'}</code></dd>
      </dl>
    </details>
  );
}

/** The audit log (who, when, what, before/after): filters, the server's pages, CSV export. Nothing here deletes. */
export function AuditScreen() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ReturnType<typeof toAuditFilter>>({});
  const [page, setPage] = useState(1);
  const form = useForm<Filters>({ defaultValues: { Action: '', Target: '', From: '', To: '' } });
  const list = useQuery({
    queryKey: ['audit', filter, page],
    queryFn: ({ signal }) => staffCall(ListAudit, { ...filter, Page: page, PageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(() => [
    { accessorKey: 'At', header: t('audit-at'), cell: (c) => formatTime(c.getValue() as number, i18n.language) },
    { accessorKey: 'StaffEmail', header: t('audit-who') },
    { accessorKey: 'Action', header: t('audit-action') },
    { accessorKey: 'Target', header: t('audit-target') },
    { accessorKey: 'Reason', header: t('audit-reason'), cell: (c) => (c.getValue() as string | null) ?? '—' },
    { id: 'change', header: t('audit-change'), enableSorting: false, cell: (c) => <Change entry={c.row.original} /> },
    { accessorKey: 'Ip', header: t('audit-ip'), cell: (c) => (c.getValue() as string | null) ?? '—' },
  ], [t, i18n.language]);

  const onSubmit = form.handleSubmit((values) => {
    setFilter(toAuditFilter(values));
    setPage(1);
  });

  return (
    <section aria-labelledby="audit-title">
      <header className="screen__head">
        <h1 id="audit-title">{t('nav-audit')}</h1>
        <a className="btn" href={callUrl(ExportAuditCsv, filter)} download="audit.csv">{t('audit-export')}</a>
      </header>
      <form className="filters" onSubmit={onSubmit} role="search" aria-label={t('audit-filters')}>
        <Field label={t('audit-action')}><input type="text" placeholder="MutePlayer" {...form.register('Action')} /></Field>
        <Field label={t('audit-target')}><input type="text" placeholder="player:1002" {...form.register('Target')} /></Field>
        <Field label={t('audit-from')}><input type="datetime-local" {...form.register('From')} /></Field>
        <Field label={t('audit-to')}><input type="datetime-local" {...form.register('To')} /></Field>
        <button type="submit" className="btn btn--primary">{t('action-apply')}</button>
      </form>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <DataTable
          caption={t('nav-audit')}
          columns={columns}
          data={list.data.Entries}
          rowKey={(e) => String(e.AuditId)}
          paging={{ page, pageSize: PAGE_SIZE, total: list.data.Total, onPage: setPage }}
        />
      )}
    </section>
  );
}
