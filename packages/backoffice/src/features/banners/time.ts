/** `datetime-local` value (the staff member's local time) of an instant. */
export function localInput(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/** The instant of a `datetime-local` value (local time); NaN when empty or malformed. */
export function fromLocalInput(value: string): number {
  return value ? new Date(value).getTime() : Number.NaN;
}
