import ExcelJS from 'exceljs';
import { EVENT_IMPORT_COLUMNS, EVENT_IMPORT_MAX_ROWS } from '@sideline/protocol';
import type { EventImportColumn } from '@sideline/protocol';
import { checkZip } from './zip-guard';

/** A cell as the row checks see it. */
export type RawCell = string | number | boolean | Date | null;
export interface RawRow {
  /** The sheet's row number (header = 1). */
  row: number;
  cells: Record<EventImportColumn, RawCell>;
}

export type ReadResult =
  | { ok: true; rows: RawRow[] }
  | { ok: false; reason: 'format' | 'too-large' | 'too-many-rows' };

function plain(value: ExcelJS.CellValue): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return plain(value.richText.map((r) => r.text).join(''));
    if ('result' in value) return plain((value.result ?? null) as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return plain(value.text);
    if ('error' in value) return null;
  }
  return null;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/[\s_]+/g, ' ');

/**
 * Reads the first worksheet of an .xlsx: the header row names the columns (any order, any
 * case), every later non-empty row is one event. The zip is checked first (zip-guard.ts).
 */
export async function readEventsXlsx(buffer: Buffer): Promise<ReadResult> {
  const zip = await checkZip(buffer);
  if (!zip.ok) return zip;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { ok: false, reason: 'format' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, reason: 'format' };
  const header = sheet.getRow(1);
  const columnOf = new Map<string, number>();
  header.eachCell((cell, col) => {
    const text = plain(cell.value);
    if (typeof text === 'string') columnOf.set(norm(text), col);
  });
  const indexes = EVENT_IMPORT_COLUMNS.map((name) => [name, columnOf.get(norm(name))] as const);
  // 'End time' is the only optional column; without one of the others the file is not ours.
  if (indexes.some(([name, col]) => col === undefined && name !== 'End time')) return { ok: false, reason: 'format' };
  if (sheet.actualRowCount - 1 > EVENT_IMPORT_MAX_ROWS) return { ok: false, reason: 'too-many-rows' };
  const rows: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = Object.fromEntries(indexes.map(([name, col]) => [name, col === undefined ? null : plain(row.getCell(col).value)])) as Record<EventImportColumn, RawCell>;
    if (Object.values(cells).every((v) => v === null)) return;
    rows.push({ row: number, cells });
  });
  return { ok: true, rows };
}
