import type { StaffCallDef, UploadedMedia } from '@sideline/protocol';
import { STAFF_CSRF_HEADER } from '@sideline/protocol';
import { StaffApiError } from './client';
import { csrf } from './csrf';

/**
 * Sends one file to a back-office upload call (a contract call with `upload`): multipart with the
 * file in part `File`, the session cookie and the CSRF token, like `staffCall`. The server checks
 * size and kind again from the bytes; its refusal comes back as a StaffApiError
 * (`file-too-large`, `file-format`).
 */
export async function staffUpload(call: StaffCallDef, file: File, signal?: AbortSignal): Promise<UploadedMedia> {
  const body = new FormData();
  body.append('File', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = csrf.get();
  if (token) headers[STAFF_CSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(call.path, { method: 'POST', headers, body, credentials: 'same-origin', signal });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new StaffApiError(0, 'network', (e as Error)?.message ?? 'network error');
  }
  const json = (await response.json().catch(() => null)) as { Code?: number; Result?: { Media: UploadedMedia }; Error?: Array<{ Field: string | null; Message: string }> | null } | null;
  if (response.ok && json?.Code === 200 && json.Result) return json.Result.Media;
  const first = json?.Error?.[0];
  throw new StaffApiError(json?.Code ?? response.status, first?.Field ?? String(response.status), first?.Message ?? response.statusText);
}
