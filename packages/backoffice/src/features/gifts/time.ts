/** `datetime-local` value (the staff member's local time) of an instant; '' for none. */
export function localInput(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/** The instant of a `datetime-local` value; null for ''. */
export function fromLocalInput(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}
