import ExcelJS from 'exceljs';
import { EVENT_IMPORT_COLUMNS } from '@sideline/protocol';
import type { EventImportColumn } from '@sideline/protocol';
import { toHongKongTime } from '../schedule/index';

/** A value per column of one row of an events workbook. */
export type EventSheetRow = Partial<Record<EventImportColumn, string | number | boolean | Date | null>>;

/** An .xlsx with the template's header row and `rows` (the template itself, and tests' files). */
export async function eventsWorkbook(rows: readonly EventSheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Events');
  sheet.columns = EVENT_IMPORT_COLUMNS.map((name) => ({ header: name, key: name, width: Math.max(12, name.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The downloadable template: the header and one example row (times are Hong Kong time). */
export function templateWorkbook(now: number): Promise<Buffer> {
  const at = toHongKongTime(now + 24 * 3600_000).slice(0, 11).replace('T', ' ');
  return eventsWorkbook([{
    InfoSiteId: 1, MatchId: 90000001, Sports: 'Football', Group: 'Premier', League: 'English Premier League', Home: 'Arsenal', Away: 'Chelsea',
    'Event time': `${at}20:00`, 'End time': `${at}22:00`, Language: 'vn', Streamer: 'Linh Nguyen', 'Addition type': 'manual', Booked: 'yes',
  }]);
}
