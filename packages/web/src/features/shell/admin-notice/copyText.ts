/** How a copy succeeded, or that it did not. */
export type CopyOutcome = 'clipboard' | 'textarea' | 'failed';

/** The browser pieces copying needs; the real ones by default, fakes in tests. */
export interface CopyDeps {
  clipboard?: Pick<Clipboard, 'writeText'> | null;
  document?: Document;
}

/**
 * Copies `text`: the asynchronous clipboard API first; when it is missing or refuses (no
 * permission, insecure context, iframe without clipboard-write), a hidden textarea is
 * selected and `document.execCommand('copy')` is used instead (spec: "If copying fails, a
 * textarea copy is used instead").
 */
export async function copyText(text: string, deps: CopyDeps = {}): Promise<CopyOutcome> {
  const doc = deps.document ?? document;
  const clipboard = deps.clipboard !== undefined ? deps.clipboard : (typeof navigator !== 'undefined' ? navigator.clipboard : null);
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return 'clipboard';
    } catch {
      // fall through to the textarea copy
    }
  }
  return textareaCopy(text, doc) ? 'textarea' : 'failed';
}

function textareaCopy(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  const previous = doc.activeElement as HTMLElement | null;
  area.focus();
  area.select();
  area.setSelectionRange(0, text.length);
  let ok: boolean;
  try {
    ok = typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    ok = false;
  } finally {
    doc.body.removeChild(area);
    previous?.focus?.();
  }
  return ok;
}
