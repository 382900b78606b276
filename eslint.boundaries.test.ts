import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of ../shared/DESIGN.md are lint rules (eslint.boundaries.js). Each case feeds
 * ESLint, with the project's own config, one deliberately wrong file at the place the rule
 * guards and expects that rule's error; the controls show the allowed form passes the same rule.
 * Imports resolve against the real tree, so a moved target makes a case fail loudly.
 */
const eslint = new ESLint({ cwd: import.meta.dirname });

async function ruleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const wrong: Array<[string, string, string, string]> = [
  ['protocol imports nothing of ours', 'packages/protocol/src/bad.ts', "import { callApi } from '../../web/src/shared/api';\nexport const x = callApi;\n", 'import-x/no-restricted-paths'],
  ['the back office never imports server', 'packages/backoffice/src/bad.ts', "import { buildApp } from '../../server/src/app';\nexport const x = buildApp;\n", 'import-x/no-restricted-paths'],
  ['the back office never imports server by package name', 'packages/backoffice/src/bad2.ts', "import { buildApp } from '@sideline/server';\nexport const x = buildApp;\n", 'import-x/no-extraneous-dependencies'],
  ['web never imports server', 'packages/web/src/bad.ts', "import { buildApp } from '../../server/src/app';\nexport const x = buildApp;\n", 'import-x/no-restricted-paths'],
  ['shared never imports features', 'packages/web/src/shared/bad.ts', "import { ChatPanel } from '../features/chat';\nexport const x = ChatPanel;\n", 'import-x/no-restricted-paths'],
  ['a page imports a domain only through its index.ts', 'packages/web/src/pages/bad.ts', "import { ChatPanel } from '../features/chat/list/ChatPanel';\nexport const x = ChatPanel;\n", 'import-x/no-restricted-paths'],
  ['a domain imports another only through its index.ts', 'packages/web/src/features/gifts/bad.ts', "import { useAlerts } from '../chat/alerts/AlertsProvider';\nexport const x = useAlerts;\n", 'import-x/no-restricted-paths'],
  ['the boot entry imports a domain only through its index.ts or core.ts', 'packages/web/src/boot.ts', "import { streamingQuery } from './features/video/streaming-view/queries';\nexport const x = streamingQuery;\n", 'import-x/no-restricted-paths'],
  ['a domain never imports a page composition', 'packages/web/src/features/betting/bad.ts', "import { ChatroomSection } from '../../pages/compositions/chatroom';\nexport const x = ChatroomSection;\n", 'import-x/no-restricted-paths'],
  ['the shell domain imports no other domain', 'packages/web/src/features/shell/bad.ts', "import { ChatPanel } from '../chat';\nexport const x = ChatPanel;\n", 'import-x/no-restricted-paths'],
  ['bench uses public entry points', 'bench/load/bad.ts', "import { SERVER_BUNDLE } from '../../packages/server/test-support/chaos/cluster';\nexport const x = SERVER_BUNDLE;\n", 'no-restricted-imports'],
  ['server test support imports a feature only through its index.ts', 'packages/server/test-support/security/bad.ts', "import { issueToken } from '../../src/features/licensee/service';\nexport const x = issueToken;\n", 'import-x/no-restricted-paths'],
  ['e2e uses public entry points', 'e2e/bad.ts', "import { LOCALES } from '../packages/web/src/shared/i18n/locales';\nexport const x = LOCALES;\n", 'no-restricted-imports'],
  ['server realtime imports no feature', 'packages/server/src/realtime/bad.ts', "import { chatGroup } from '../features/chat';\nexport const x = chatGroup;\n", 'import-x/no-restricted-paths'],
  ['server store imports no feature', 'packages/server/src/store/bad.ts', "import { chatMigrations } from '../features/chat';\nexport const x = chatMigrations;\n", 'import-x/no-restricted-paths'],
  ['server http imports no feature', 'packages/server/src/http/bad.ts', "import { verifyToken } from '../features/licensee';\nexport const x = verifyToken;\n", 'import-x/no-restricted-paths'],
  ['a server feature imports another only through its index.ts', 'packages/server/src/features/gifts/bad.ts', "import { postMessage } from '../chat/messages';\nexport const x = postMessage;\n", 'import-x/no-restricted-paths'],
  ['sim imports a feature only through its index.ts', 'packages/server/src/sim/bad.ts', "import { issueToken } from '../features/licensee/service';\nexport const x = issueToken;\n", 'import-x/no-restricted-paths'],
  ['a workspace import is declared in the package.json', 'packages/embed/src/bad.ts', "import { buildApp } from '@sideline/server';\nexport const x = buildApp;\n", 'import-x/no-extraneous-dependencies'],
];

const allowed: Array<[string, string, string]> = [
  ['a page imports a domain through its index.ts', 'packages/web/src/pages/ok.ts', "import { ChatPanel } from '../features/chat';\nexport const x = ChatPanel;\n"],
  ['a domain imports its own parts by path', 'packages/web/src/features/chat/ok.ts', "import { useAlerts } from './alerts/AlertsProvider';\nexport const x = useAlerts;\n"],
  ['a page composition imports a domain\'s React-free part through its core.ts', 'packages/web/src/pages/ok.ts', "import { streamingQuery } from '../features/video/core';\nexport const x = streamingQuery;\n"],
  ['a domain imports shell through its index.ts', 'packages/web/src/features/gifts/ok.ts', "import { useChatSettings } from '../shell';\nexport const x = useChatSettings;\n"],
  ['bench imports the chaos harness through @sideline/server/testing', 'bench/load/ok.ts', "import { SERVER_BUNDLE } from '@sideline/server/testing';\nexport const x = SERVER_BUNDLE;\n"],
  ['e2e imports the locales through @sideline/web', 'e2e/ok.ts', "import { LOCALES } from '@sideline/web/locales';\nexport const x = LOCALES;\n"],
  ['a server feature imports another through its index.ts', 'packages/server/src/features/gifts/ok.ts', "import { postMessage } from '../chat/index';\nexport const x = postMessage;\n"],
  ['a server test imports another feature\'s test support', 'packages/server/src/features/wheel/ok.test.ts', "import { MATCH } from '../betting/betting.testing';\nexport const x = MATCH;\n"],
  ['the back office imports the declared contract', 'packages/backoffice/src/ok.ts', "import { ServerErrorCode } from '@sideline/protocol';\nexport const x = ServerErrorCode;\n"],
  ['web imports the declared contract', 'packages/web/src/ok.ts', "import { ServerErrorCode } from '@sideline/protocol';\nexport const x = ServerErrorCode;\n"],
];

describe('import boundaries (eslint.boundaries.js)', () => {
  it.each(wrong)('%s: a wrong import is an error', async (_name, file, code, rule) => {
    const errors = await ruleErrors(file, code);
    expect(errors.some((e) => e.startsWith(`${rule}:`)), errors.join('\n') || 'no error at all').toBe(true);
  });

  it.each(allowed)('%s: passes', async (_name, file, code) => {
    expect(await ruleErrors(file, code)).toEqual([]);
  });
});
