/**
 * The answers the server put in the page's HTML (`DemoHostBoot`, issue 20): read once at start,
 * checked against the contract like any answer, and taken out of the document (it holds a token).
 * Anything missing or malformed is no boot: the page asks for what it needs itself.
 */
import { DEMO_HOST_BOOT_ID, DemoHostBoot } from '@sideline/protocol';

export function readBoot(doc: Pick<Document, 'getElementById'> = document): DemoHostBoot | null {
  const element = doc.getElementById(DEMO_HOST_BOOT_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed = DemoHostBoot.safeParse(JSON.parse(element.textContent ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
