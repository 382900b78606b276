import { Suspense, lazy, useId, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ExportReportCsv, ExportReportXlsx, GetProgrammeReport, GetStreamerReport, GetTrafficReport, ListSites, REPORT_KINDS, REPORT_PERIODS, ReportQuery,
} from '@sideline/protocol';
import type { ReportKind, ReportPeriod } from '@sideline/protocol';
import type { z } from 'zod';
import { callUrl, staffCall } from '../../shared/api';
import { Field, formResolver } from '../../shared/forms';
import { ErrorState, Loading } from '../../shared/ui';
import { ReportTable } from './ReportTable';
import { MEASURES, chartSeries, lastDays } from './measures';
import type { AnyReport } from './measures';

// Chart.js is its own chunk: it loads when a report with data is first drawn.
const ReportChart = lazy(() => import('./ReportChart'));

interface Query {
  Period: ReportPeriod;
  From: string;
  To: string;
  CurrencyId: number;
}

const CALLS = { programmes: GetProgrammeReport, streamers: GetStreamerReport, traffic: GetTrafficReport } as const;

function useReport(kind: ReportKind, query: Query) {
  return useQuery({
    queryKey: ['report', kind, query],
    queryFn: ({ signal }) => staffCall(CALLS[kind], query, signal) as Promise<AnyReport>,
    placeholderData: keepPreviousData,
  });
}

/** The period picker: day / ISO week / month, the range of UTC days, the tips' currency. */
function PeriodForm(props: { value: Query; onApply: (q: Query) => void }) {
  const { t } = useTranslation();
  const sites = useQuery({ queryKey: ['sites'], queryFn: ({ signal }) => staffCall(ListSites, {}, signal) });
  const currencies = useMemo(() => {
    const seen = new Map<number, string>();
    for (const s of sites.data?.Sites ?? []) for (const c of s.Currencies) seen.set(c.CurrencyId, c.CurrencyName);
    if (!seen.has(props.value.CurrencyId)) seen.set(props.value.CurrencyId, String(props.value.CurrencyId));
    return [...seen.entries()].sort((a, b) => a[0] - b[0]);
  }, [sites.data, props.value.CurrencyId]);
  const form = useForm<z.input<typeof ReportQuery>, unknown, z.output<typeof ReportQuery>>({ defaultValues: props.value, resolver: formResolver(ReportQuery) });
  const { errors } = form.formState;
  return (
    <form className="filters" role="search" aria-label={t('reports-period-form')} noValidate onSubmit={form.handleSubmit((v) => props.onApply({ ...v, From: v.From ?? props.value.From, To: v.To ?? props.value.To }))}>
      <Field label={t('reports-period')}>
        <select {...form.register('Period')}>
          {REPORT_PERIODS.map((p) => <option key={p} value={p}>{t(`reports-period-${p}`)}</option>)}
        </select>
      </Field>
      <Field label={t('reports-from')} required error={errors.From?.message}><input type="date" {...form.register('From')} /></Field>
      <Field label={t('reports-to')} required error={errors.To?.message}><input type="date" {...form.register('To')} /></Field>
      <Field label={t('reports-currency')}>
        <select {...form.register('CurrencyId', { valueAsNumber: true })}>
          {currencies.map(([id, name]) => <option key={id} value={id}>{name}</option>)}
        </select>
      </Field>
      <button type="submit" className="btn btn--primary">{t('action-apply')}</button>
    </form>
  );
}

function ReportPanel(props: { kind: ReportKind; query: Query }) {
  const { t } = useTranslation();
  const { kind, query } = props;
  const report = useReport(kind, query);
  const measures = MEASURES[kind];
  const [measure, setMeasure] = useState(measures[0]);
  const shown = measures.includes(measure) ? measure : measures[0];
  const chart = useMemo(() => (report.data ? chartSeries(kind, report.data, shown) : null), [kind, report.data, shown]);
  const exportQuery = { ...query, Report: kind };
  const measureLabel = t(`reports-m-${shown}` as 'reports-m-Viewers');
  const measureId = useId();

  if (report.isPending) return <Loading />;
  if (report.isError) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  return (
    <>
      <div className="reports__bar">
        <div className="reports__measure">
          <label htmlFor={measureId}>{t('reports-chart-measure')}</label>
          <select id={measureId} value={shown} onChange={(e) => setMeasure(e.target.value)}>
            {measures.map((m) => <option key={m} value={m}>{t(`reports-m-${m}` as 'reports-m-Viewers')}</option>)}
          </select>
        </div>
        <span className="reports__exports">
          <a className="btn" href={callUrl(ExportReportCsv, exportQuery)} download={`report-${kind}-${query.From}-${query.To}.csv`}>{t('reports-export-csv')}</a>
          <a className="btn" href={callUrl(ExportReportXlsx, exportQuery)} download={`report-${kind}-${query.From}-${query.To}.xlsx`}>{t('reports-export-xlsx')}</a>
        </span>
      </div>
      <figure className="reports__figure" aria-label={t('reports-chart-label', { measure: measureLabel })}>
        {chart && chart.series.length > 0 ? (
          <div className="reports__chart">
            <Suspense fallback={<Loading />}>
              <ReportChart labels={chart.labels} series={chart.series} label={measureLabel} />
            </Suspense>
          </div>
        ) : <p className="muted reports__no-chart">{t('reports-chart-empty')}</p>}
        <figcaption className="muted">{t('reports-chart-caption')}</figcaption>
      </figure>
      <ReportTable kind={kind} report={report.data} />
      {report.isFetching && <p className="muted" role="status">{t('reports-refreshing')}</p>}
    </>
  );
}

/**
 * Reports (spec "reports (program, traffic, streamer)"): a tab per report, the period picker,
 * a chart of one measure (Chart.js, lazily loaded; the table is its accessible alternative),
 * the sortable table of every row and the period totals, CSV and .xlsx exports.
 */
export function ReportsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ReportKind>('programmes');
  const [query, setQuery] = useState<Query>({ Period: 'day', ...lastDays(7), CurrencyId: 1 });
  const onKeyDown = (e: React.KeyboardEvent) => {
    const i = REPORT_KINDS.indexOf(tab);
    const next = e.key === 'ArrowRight' ? REPORT_KINDS[(i + 1) % REPORT_KINDS.length] : e.key === 'ArrowLeft' ? REPORT_KINDS[(i + REPORT_KINDS.length - 1) % REPORT_KINDS.length] : null;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    document.getElementById(`report-tab-${next}`)?.focus();
  };
  return (
    <section aria-labelledby="reports-title" className="reports">
      <header className="screen__head"><h1 id="reports-title">{t('nav-reports')}</h1></header>
      <PeriodForm value={query} onApply={setQuery} />
      <div role="tablist" className="tabs" aria-label={t('nav-reports')} onKeyDown={onKeyDown}>
        {REPORT_KINDS.map((k) => (
          <button key={k} id={`report-tab-${k}`} type="button" role="tab" aria-selected={tab === k} aria-controls={`report-panel-${k}`} tabIndex={tab === k ? 0 : -1} className="tabs__tab" onClick={() => setTab(k)}>
            {t(`reports-tab-${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`report-panel-${tab}`} aria-labelledby={`report-tab-${tab}`} className="tabs__panel">
        <ReportPanel key={tab} kind={tab} query={query} />
      </div>
    </section>
  );
}
