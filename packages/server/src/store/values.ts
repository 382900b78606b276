/** Helpers for the portable column conventions of `schema.ts`. */

/** 0/1 column → boolean. */
export function bool(v: number | null | undefined): boolean {
  return v === 1 || (v as unknown) === true;
}

/** boolean → 0/1 column. */
export function int01(v: boolean): number {
  return v ? 1 : 0;
}

/** JSON text column → value; `fallback` when null or unparsable. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Amount in currency units → integer minor units (1/100), rounded half away from zero. */
export function toMinor(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100);
}

/** Integer minor units → amount in currency units. */
export function fromMinor(minor: number): number {
  return minor / 100;
}
