import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeDataParam } from '@sideline/protocol';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';
import type { ServerConfig } from '../config';
import { ANCHOR, LANG, RUNNING_MATCH } from '../features/chat/testing';

/** A chat page's data parameter for the running match's room (URI-encoded), with `extra` fields. */
export const roomData = (token: string, extra: Record<string, unknown> = {}): string =>
  encodeURIComponent(encodeDataParam({ Token: token, MatchId: RUNNING_MATCH, AnchorId: ANCHOR, AnchorLanguage: LANG, UserLanguage: 'en', ...extra }));

/**
 * A web build of a few files (index.html and what `files` adds, by path) and two apps serving
 * it: `on` with the defaults and `off` with `offConfig`; `close` stops both and removes the files.
 */
export async function pagesApps(files: Record<string, string>, offConfig: Partial<ServerConfig>): Promise<{ on: TestApp; off: TestApp; close: () => Promise<void> }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sideline-pages-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const on = await makeTestApp({ config: { webDist: root } });
  const off = await makeTestApp({ config: { webDist: root, ...offConfig } });
  return {
    on, off,
    async close() {
      await on.close();
      await off.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
