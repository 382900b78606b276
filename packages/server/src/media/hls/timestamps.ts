/**
 * MPEG-TS timestamp shifting, so a looped set of segments plays as one continuous timeline.
 *
 * Why: a live loop that restarts its timestamps on every wrap needs EXT-X-DISCONTINUITY, and a
 * wall-clock-derived EXT-X-DISCONTINUITY-SEQUENCE is then ~10^8. hls.js keeps a sparse array
 * indexed by discontinuity number and walks it from index 0 on every LEVEL_LOADED, which costs
 * about a second of main thread per playlist reload at that size. Shifting each served copy of a
 * segment by whole loops (loop index × loop duration) makes the timestamps continue across the
 * wrap, so the playlist needs no discontinuity at all.
 *
 * Only what a demuxer reads is rewritten: PES PTS/DTS and the adaptation-field PCR (OPCR
 * too), all modulo 2^33 as the format wraps them. The input is never modified.
 */

const PACKET = 188;
const SYNC = 0x47;
/** 33-bit timestamp range. */
const WRAP = 2 ** 33;

/** Timestamp units per millisecond (the 90 kHz clock). */
export const TICKS_PER_MS = 90;

/** Read a 33-bit PES timestamp (5 bytes at `at`). */
function readPesTimestamp(b: Buffer, at: number): number {
  return ((b[at] >> 1) & 0x07) * 2 ** 30 + ((b[at + 1] << 7) | (b[at + 2] >> 1)) * 2 ** 15 + ((b[at + 3] << 7) | (b[at + 4] >> 1));
}

/** Write a 33-bit PES timestamp, keeping the 4-bit prefix and the marker bits. */
function writePesTimestamp(b: Buffer, at: number, value: number): void {
  const high = Math.floor(value / 2 ** 30) & 0x07;
  const mid = Math.floor(value / 2 ** 15) & 0x7fff;
  const low = value & 0x7fff;
  b[at] = (b[at] & 0xf0) | (high << 1) | 0x01;
  b[at + 1] = mid >> 7;
  b[at + 2] = ((mid & 0x7f) << 1) | 0x01;
  b[at + 3] = low >> 7;
  b[at + 4] = ((low & 0x7f) << 1) | 0x01;
}

/** Shift a 6-byte PCR (33-bit base, 6 reserved bits, 9-bit extension) at `at`; the extension is kept. */
function shiftPcr(b: Buffer, at: number, offset: number): void {
  const base = b[at] * 2 ** 25 + b[at + 1] * 2 ** 17 + b[at + 2] * 2 ** 9 + b[at + 3] * 2 + (b[at + 4] >> 7);
  const next = (base + offset) % WRAP;
  b[at] = Math.floor(next / 2 ** 25) & 0xff;
  b[at + 1] = Math.floor(next / 2 ** 17) & 0xff;
  b[at + 2] = Math.floor(next / 2 ** 9) & 0xff;
  b[at + 3] = Math.floor(next / 2) & 0xff;
  b[at + 4] = ((next & 0x01) << 7) | (b[at + 4] & 0x7f);
}

/** PES stream ids without the optional header (no PTS/DTS): program stream map, padding, private 2, ECM/EMM, directory… */
function hasOptionalPesHeader(streamId: number): boolean {
  return ![0xbc, 0xbe, 0xbf, 0xf0, 0xf1, 0xf2, 0xf8, 0xff].includes(streamId);
}

/**
 * A copy of the MPEG-TS `segment` with every PTS, DTS and PCR moved `offsetTicks` (90 kHz)
 * later, modulo 2^33. Throws when the input is not whole 188-byte packets with the sync byte.
 */
export function shiftTimestamps(segment: Buffer, offsetTicks: number): Buffer {
  if (!Number.isSafeInteger(offsetTicks) || offsetTicks < 0) throw new Error(`Invalid timestamp offset ${offsetTicks}`);
  if (segment.length % PACKET !== 0) throw new Error(`MPEG-TS length ${segment.length} is not a multiple of ${PACKET}`);
  const out = Buffer.from(segment);
  const offset = offsetTicks % WRAP;
  if (offset === 0) return out;
  const tablePids = new Set([0x0000, 0x0001, 0x0011, 0x1fff]);
  for (let p = 0; p < out.length; p += PACKET) {
    if (out[p] !== SYNC) throw new Error(`MPEG-TS sync byte missing at ${p}`);
    const pid = ((out[p + 1] & 0x1f) << 8) | out[p + 2];
    const unitStart = (out[p + 1] & 0x40) !== 0;
    const control = (out[p + 3] >> 4) & 0x03;
    let payload = p + 4;
    if (control & 0x02) {
      const length = out[p + 4];
      if (length > 0 && length <= 183) {
        const flags = out[p + 5];
        let at = p + 6;
        if (flags & 0x10) { shiftPcr(out, at, offset); at += 6; }
        if (flags & 0x08) shiftPcr(out, at, offset);
      }
      payload = p + 5 + length;
    }
    if (!(control & 0x01) || !unitStart || payload >= p + PACKET) continue;
    if (pid === 0x0000) {
      // PAT: remember the PMT pids so their sections are never read as PES.
      const section = payload + 1 + out[payload];
      const end = Math.min(p + PACKET, section + 3 + (((out[section + 1] & 0x0f) << 8) | out[section + 2]) - 4);
      for (let at = section + 8; at + 4 <= end; at += 4) {
        if (((out[at] << 8) | out[at + 1]) !== 0) tablePids.add(((out[at + 2] & 0x1f) << 8) | out[at + 3]);
      }
      continue;
    }
    if (tablePids.has(pid)) continue;
    if (payload + 9 > p + PACKET || out[payload] !== 0 || out[payload + 1] !== 0 || out[payload + 2] !== 1) continue;
    if (!hasOptionalPesHeader(out[payload + 3])) continue;
    const ptsDts = out[payload + 7] >> 6;
    if (ptsDts & 0x02 && payload + 14 <= p + PACKET) {
      writePesTimestamp(out, payload + 9, (readPesTimestamp(out, payload + 9) + offset) % WRAP);
    }
    if (ptsDts === 0x03 && payload + 19 <= p + PACKET) {
      writePesTimestamp(out, payload + 14, (readPesTimestamp(out, payload + 14) + offset) % WRAP);
    }
  }
  return out;
}

/** Read the PTS of every PES start in a segment (tests and diagnostics). */
export function readPresentationTimes(segment: Buffer): number[] {
  const times: number[] = [];
  for (let p = 0; p + PACKET <= segment.length; p += PACKET) {
    if (segment[p] !== SYNC || !(segment[p + 1] & 0x40)) continue;
    const pid = ((segment[p + 1] & 0x1f) << 8) | segment[p + 2];
    const control = (segment[p + 3] >> 4) & 0x03;
    const payload = control & 0x02 ? p + 5 + segment[p + 4] : p + 4;
    if (pid === 0 || !(control & 0x01) || payload + 14 > p + PACKET) continue;
    if (segment[payload] !== 0 || segment[payload + 1] !== 0 || segment[payload + 2] !== 1) continue;
    if (!hasOptionalPesHeader(segment[payload + 3]) || !(segment[payload + 7] & 0x80)) continue;
    times.push(readPesTimestamp(segment, payload + 9));
  }
  return times;
}
