import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';

/**
 * Checks an .xlsx (a zip) before exceljs inflates it. exceljs (through JSZip) inflates every
 * part into memory and has no limit of its own, so a small upload declaring gigabytes — a zip
 * bomb — would take the node down. yauzl (maintained, streaming, no native code) reads the
 * central directory without inflating anything: too many entries, a total uncompressed size
 * above the cap, or an entry whose compression ratio only a bomb reaches is refused at once.
 * Then every entry is inflated as a stream and discarded, with yauzl's `validateEntrySizes`
 * stopping an entry the moment it inflates past the size it declared, so a directory that lies
 * cannot push the real total past the cap either; only then does exceljs get the buffer.
 */
export const ZIP_LIMITS = {
  maxEntries: 200,
  /** Sum of the entries' uncompressed sizes. */
  maxTotalBytes: 32 * 1024 * 1024,
  /** Uncompressed / compressed, checked for entries larger than `ratioFloorBytes`. */
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
} as const;

export type ZipVerdict = { ok: true } | { ok: false; reason: 'format' | 'too-large' };

type Limits = typeof ZIP_LIMITS;

function open(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) => (err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip)));
  });
}

/** The central directory's entries, each refused by the limits before anything inflates. */
function listEntries(zip: ZipFile, limits: Limits): Promise<Entry[] | 'too-large'> {
  return new Promise((resolve, reject) => {
    if (zip.entryCount > limits.maxEntries) return resolve('too-large');
    const entries: Entry[] = [];
    let total = 0;
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (total > limits.maxTotalBytes || (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio)) {
        zip.close();
        return resolve('too-large');
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function drain(zip: ZipFile, entry: Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('no stream'));
      stream.on('error', reject);
      stream.on('end', () => resolve());
      stream.resume();
    });
  });
}

/** Whether `buffer` is a zip exceljs may read (see the module comment). */
export async function checkZip(buffer: Buffer, limits: Limits = ZIP_LIMITS): Promise<ZipVerdict> {
  let zip: ZipFile;
  try {
    zip = await open(buffer);
  } catch {
    return { ok: false, reason: 'format' };
  }
  try {
    const entries = await listEntries(zip, limits);
    if (entries === 'too-large') return { ok: false, reason: 'too-large' };
    // A second pass inflates each entry as a stream (lazyEntries lets us re-open by entry).
    for (const entry of entries) {
      if (!entry.fileName.endsWith('/')) await drain(zip, entry);
    }
    return { ok: true };
  } catch (err) {
    // yauzl says "too many bytes in the stream" when an entry inflates past its declared size.
    return { ok: false, reason: /too many bytes|size/i.test((err as Error).message) ? 'too-large' : 'format' };
  } finally {
    zip.close();
  }
}
