/**
 * Serialises a GET request object into a query string: arrays become comma lists (the spec's
 * "Names (comma list)"), objects become JSON, null and undefined are left out.
 */
export function toQueryString(request: unknown): string {
  if (request === null || typeof request !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) params.append(key, value.map(String).join(','));
    else if (typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
