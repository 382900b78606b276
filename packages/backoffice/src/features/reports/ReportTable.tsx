import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReportKind } from '@sideline/protocol';
import { DataTable } from '../../shared/ui';
import { MEASURES, rowName, value } from './measures';
import type { AnyReport } from './measures';

type Row = Record<string, unknown> & { Bucket: string };

/** Figures as the staff member's language writes them; seconds of watch time as m:ss. */
export function formatMeasure(measure: string, v: number, language: string): string {
  if (measure === 'AverageWatchSeconds') {
    const s = Math.round(v);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }
  const digits = measure === 'TrafficGB' ? 6 : measure === 'TipAmount' || measure === 'AverageTip' ? 2 : 0;
  const locale = { cn: 'zh-CN', vn: 'vi-VN', th: 'th-TH', id: 'id-ID', ph: 'en-PH' }[language] ?? 'en-GB';
  return v.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function measureColumns(kind: ReportKind, measures: readonly string[], t: (k: string) => string, language: string): ColumnDef<Row, unknown>[] {
  return measures.map((m) => ({
    id: m, header: t(`reports-m-${m}`), accessorFn: (r: Row) => value(r, m),
    cell: (c) => <span className="num">{formatMeasure(m, c.getValue() as number, language)}</span>,
  }));
}

/**
 * The report as tables (the chart's accessible alternative): every row per period with sortable
 * columns, then the totals of each period (distinct viewers and users over everything).
 */
export function ReportTable(props: { kind: ReportKind; report: AnyReport }) {
  const { t, i18n } = useTranslation();
  const tt = t as unknown as (k: string) => string;
  const { kind, report } = props;
  const measures = MEASURES[kind];
  const columns = useMemo<ColumnDef<Row, unknown>[]>(() => [
    { accessorKey: 'Bucket', header: t('reports-period') },
    { id: 'name', header: t(`reports-name-${kind}`), accessorFn: (r: Row) => rowName(kind, r as never) },
    ...measureColumns(kind, measures, tt, i18n.language),
  ], [kind, measures, t, tt, i18n.language]);
  const totalColumns = useMemo<ColumnDef<Row, unknown>[]>(() => [
    { accessorKey: 'Bucket', header: t('reports-period') },
    // The totals count events for every report (the programme rows do not: one row is one event).
    ...measureColumns(kind, kind === 'traffic' ? measures : [...measures.filter((m) => m !== 'EventCount'), 'EventCount'], tt, i18n.language),
  ], [kind, measures, t, tt, i18n.language]);
  const rowKey = (r: Row) => `${r.Bucket}|${rowName(kind, r as never)}|${String(r.MatchId ?? r.AnchorId ?? r.Source)}`;
  return (
    <>
      <DataTable caption={t(`reports-rows-${kind}`)} columns={columns} data={report.Rows as unknown as Row[]} rowKey={rowKey} filter pageSize={25} />
      <DataTable caption={t('reports-totals')} columns={totalColumns} data={report.Totals as unknown as Row[]} rowKey={(r) => r.Bucket} pageSize={31} />
    </>
  );
}
