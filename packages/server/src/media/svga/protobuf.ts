/**
 * The few protocol-buffer wire primitives the SVGA format needs: varints (wire type 0),
 * length-delimited fields (2) and 32-bit floats (5). A writer for the generator and a reader
 * for the tests' round trip.
 */
export class ProtoWriter {
  private readonly parts: Buffer[] = [];

  private varint(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`protobuf: varint out of range: ${value}`);
    const bytes: number[] = [];
    let v = value;
    while (v > 0x7f) {
      bytes.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    bytes.push(v);
    this.parts.push(Buffer.from(bytes));
  }

  private tag(field: number, wireType: number): void {
    this.varint(field * 8 + wireType);
  }

  /** int32 / uint32 / enum (non-negative values only: all the format uses). */
  uint(field: number, value: number): this {
    this.tag(field, 0);
    this.varint(value);
    return this;
  }

  float(field: number, value: number): this {
    this.tag(field, 5);
    const b = Buffer.alloc(4);
    b.writeFloatLE(value, 0);
    this.parts.push(b);
    return this;
  }

  bytes(field: number, value: Uint8Array): this {
    this.tag(field, 2);
    this.varint(value.length);
    this.parts.push(Buffer.from(value));
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, Buffer.from(value, 'utf8'));
  }

  message(field: number, build: (w: ProtoWriter) => void): this {
    const inner = new ProtoWriter();
    build(inner);
    return this.bytes(field, inner.finish());
  }

  finish(): Buffer {
    return Buffer.concat(this.parts);
  }
}

/** A decoded field: varint number, float (wire 5), or raw bytes (wire 2). */
export type ProtoValue = { wire: 0; value: number } | { wire: 5; value: number } | { wire: 2; value: Buffer };

/** Read every field of one message, in order (unknown wire types throw). */
export function readFields(buf: Buffer): Array<{ field: number } & ProtoValue> {
  const out: Array<{ field: number } & ProtoValue> = [];
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let mul = 1;
    for (;;) {
      if (pos >= buf.length) throw new Error('protobuf: truncated varint');
      const b = buf[pos++]!;
      result += (b & 0x7f) * mul;
      if (b < 0x80) return result;
      mul *= 0x80;
    }
  };
  while (pos < buf.length) {
    const key = varint();
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (wire === 0) out.push({ field, wire: 0, value: varint() });
    else if (wire === 5) {
      if (pos + 4 > buf.length) throw new Error('protobuf: truncated fixed32');
      out.push({ field, wire: 5, value: buf.readFloatLE(pos) });
      pos += 4;
    } else if (wire === 2) {
      const len = varint();
      if (pos + len > buf.length) throw new Error('protobuf: truncated bytes');
      out.push({ field, wire: 2, value: buf.subarray(pos, pos + len) });
      pos += len;
    } else if (wire === 1) {
      pos += 8;
    } else throw new Error(`protobuf: unsupported wire type ${wire}`);
  }
  return out;
}
