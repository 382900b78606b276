import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { EVENT_IMPORT_COLUMNS } from '@sideline/protocol';
import type { EventImportColumn } from '@sideline/protocol';

/** A value per column of one row of an events import file. */
export type EventSheetRow = Partial<Record<EventImportColumn, string | number | boolean | Date | null>>;

/** An .xlsx as staff would upload it: the template's header row, then `rows`. */
export async function eventsWorkbook(rows: readonly EventSheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Events');
  sheet.columns = EVENT_IMPORT_COLUMNS.map((name) => ({ header: name, key: name, width: 16 }));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A zip bomb named .xlsx: one sheet entry of `megabytes` MB of spaces, deflated to about a
 * thousandth, in a valid zip (local header, data, central directory, end record).
 */
export function zipBomb(megabytes = 64): Buffer {
  const raw = Buffer.alloc(megabytes * 1024 * 1024, 0x20);
  const data = zlib.deflateRawSync(raw, { level: 9 });
  const crc = zlib.crc32(raw) >>> 0;
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const header = (size: number, fields: [number, number, number][]) => {
    const b = Buffer.alloc(size);
    for (const [offset, bytes, value] of fields) {
      if (bytes === 4) b.writeUInt32LE(value, offset);
      else b.writeUInt16LE(value, offset);
    }
    return b;
  };
  const local = header(30, [[0, 4, 0x04034b50], [4, 2, 20], [8, 2, 8], [12, 2, 0x21], [14, 4, crc], [18, 4, data.length], [22, 4, raw.length], [26, 2, name.length]]);
  const central = header(46, [[0, 4, 0x02014b50], [4, 2, 20], [6, 2, 20], [10, 2, 8], [14, 2, 0x21], [16, 4, crc], [20, 4, data.length], [24, 4, raw.length], [28, 2, name.length]]);
  const cdOffset = local.length + name.length + data.length;
  const end = header(22, [[0, 4, 0x06054b50], [8, 2, 1], [10, 2, 1], [12, 4, central.length + name.length], [16, 4, cdOffset]]);
  return Buffer.concat([local, name, data, central, name, end]);
}
