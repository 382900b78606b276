import { describe, expect, it } from 'vitest';
import { zipBomb } from '../../../test-support/zip-bomb';
import { eventsWorkbook } from './template';
import { checkZip } from './zip-guard';

describe('checkZip', () => {
  it('lets a real workbook through', async () => {
    expect(await checkZip(await eventsWorkbook([{ InfoSiteId: 1 }]))).toEqual({ ok: true });
  });

  it('refuses a bomb from its central directory, and one whose directory lies while it inflates', async () => {
    const bomb = await zipBomb(40);
    expect(await checkZip(bomb)).toEqual({ ok: false, reason: 'too-large' });
    // The same bomb declaring 1000 bytes in both headers: the directory passes, the stream is cut at 1000.
    const lying = Buffer.from(bomb);
    const cd = lying.readUInt32LE(lying.length - 22 + 16);
    lying.writeUInt32LE(1000, 22);
    lying.writeUInt32LE(1000, cd + 24);
    expect(await checkZip(lying)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses what is not a zip, and a zip cut short', async () => {
    expect(await checkZip(Buffer.from('hello'))).toEqual({ ok: false, reason: 'format' });
    const book = await eventsWorkbook([]);
    expect(await checkZip(book.subarray(0, book.length - 30))).toEqual({ ok: false, reason: 'format' });
  });
});
