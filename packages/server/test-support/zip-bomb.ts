import { once } from 'node:events';
import zlib from 'node:zlib';

/**
 * A zip bomb named like a workbook: one entry `xl/worksheets/sheet1.xml` of `megabytes` MB of
 * spaces, deflated to about a thousandth of that, in a valid zip (local header, data, central
 * directory, end record). Built a megabyte at a time, so the test never holds the inflated size.
 */
export async function zipBomb(megabytes = 64): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  let crc = 0;
  for (let i = 0; i < megabytes; i++) {
    crc = zlib.crc32(chunk, crc);
    await new Promise<void>((resolve, reject) => deflate.write(chunk, (err) => (err ? reject(err) : resolve())));
  }
  deflate.end();
  await once(deflate, 'end');
  const data = Buffer.concat(parts);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const size = megabytes * 1024 * 1024;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(8, 8); local.writeUInt16LE(0x21, 12);
  local.writeUInt32LE(crc >>> 0, 14); local.writeUInt32LE(data.length, 18); local.writeUInt32LE(size, 22); local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(8, 10); central.writeUInt16LE(0x21, 14);
  central.writeUInt32LE(crc >>> 0, 16); central.writeUInt32LE(data.length, 20); central.writeUInt32LE(size, 24); central.writeUInt16LE(name.length, 28);
  const cdOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(1, 8); end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12); end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
