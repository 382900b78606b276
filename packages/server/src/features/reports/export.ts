import type { ProgrammeReport, ReportKind, StreamerReport, TrafficReport } from '@sideline/protocol';
import { csvField } from '../staff/index';

type AnyReport = ProgrammeReport | StreamerReport | TrafficReport;
type Cell = string | number;
interface Column { header: string; key: string }

const MEASURES: readonly Column[] = [
  { header: 'Viewers', key: 'Viewers' }, { header: 'AverageWatchSeconds', key: 'AverageWatchSeconds' },
  { header: 'ChatUsers', key: 'ChatUsers' }, { header: 'TipCount', key: 'TipCount' }, { header: 'TipUsers', key: 'TipUsers' },
  { header: 'TipAmount', key: 'TipAmount' }, { header: 'AverageTip', key: 'AverageTip' }, { header: 'TrafficGB', key: 'TrafficGB' },
  { header: 'TrafficBytes', key: 'TrafficBytes' }, { header: 'RecommendCount', key: 'RecommendCount' },
];
const EVENTS: Column = { header: 'EventCount', key: 'EventCount' };
const TRAFFIC: readonly Column[] = [
  { header: 'Requests', key: 'Requests' }, { header: 'TrafficBytes', key: 'TrafficBytes' }, { header: 'TrafficGB', key: 'TrafficGB' }, EVENTS,
];

/** The columns of a report's rows and of its totals, in export order. */
export function columnsOf(kind: ReportKind): { rows: readonly Column[]; totals: readonly Column[] } {
  const period: Column = { header: 'Period', key: 'Bucket' };
  if (kind === 'traffic') return { rows: [period, { header: 'Source', key: 'Source' }, ...TRAFFIC], totals: [period, ...TRAFFIC] };
  const who: readonly Column[] = kind === 'programmes'
    ? [{ header: 'ProgramType', key: 'ProgramType' }, { header: 'MatchId', key: 'MatchId' }, { header: 'Title', key: 'Title' }]
    : [{ header: 'AnchorId', key: 'AnchorId' }, { header: 'Name', key: 'Name' }];
  return { rows: [period, ...who, ...MEASURES, ...(kind === 'streamers' ? [EVENTS] : [])], totals: [period, ...MEASURES, EVENTS] };
}

function cells(columns: readonly Column[], rows: readonly object[]): Cell[][] {
  return rows.map((r) => columns.map((c) => (r as Record<string, Cell>)[c.key]));
}

/** RFC 4180 text: a header row, then one line per report row (formula-looking text defused). */
export function reportCsv(kind: ReportKind, report: AnyReport): string {
  const { rows } = columnsOf(kind);
  const lines = [rows.map((c) => c.header).join(','), ...cells(rows, report.Rows).map((r) => r.map(csvField).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** An .xlsx workbook: 'Report' (the rows) and 'Totals' (one line per period). exceljs loads on first export. */
export async function reportXlsx(kind: ReportKind, report: AnyReport): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Sideline back office';
  const { rows, totals } = columnsOf(kind);
  const sheet = (name: string, columns: readonly Column[], data: readonly object[]) => {
    const ws = book.addWorksheet(name);
    ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: Math.max(10, c.header.length + 2) }));
    ws.getRow(1).font = { bold: true };
    ws.views = [{ state: 'frozen', ySplit: 1 }];
    // Text cells are values, never formulas: exceljs writes a string as a string.
    for (const r of cells(columns, data)) ws.addRow(r);
  };
  sheet('Report', rows, report.Rows);
  sheet('Totals', totals, report.Totals);
  return Buffer.from(await book.xlsx.writeBuffer());
}
