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
  ['web never imports server', 'packages/web/src/bad.ts', "import { buildApp } from '../../server/src/app';\nexport const x = buildApp;\n", 'import-x/no-restricted-paths'],
  ['shared never imports features', 'packages/web/src/shared/bad.ts', "import { ChatPanel } from '../features/chat';\nexport const x = ChatPanel;\n", 'import-x/no-restricted-paths'],
  ['a page imports a domain only through its index.ts', 'packages/web/src/pages/bad.ts', "import { ChatPanel } from '../features/chat/list/ChatPanel';\nexport const x = ChatPanel;\n", 'import-x/no-restricted-paths'],
  ['a domain imports another only through its index.ts', 'packages/web/src/features/gifts/bad.ts', "import { useAlerts } from '../chat/alerts/AlertsProvider';\nexport const x = useAlerts;\n", 'import-x/no-restricted-paths'],
  ['a domain never imports a page composition', 'packages/web/src/features/betting/bad.ts', "import { ChatroomSection } from '../../pages/compositions/chatroom';\nexport const x = ChatroomSection;\n", 'import-x/no-restricted-paths'],
  ['the shell domain imports no other domain', 'packages/web/src/features/shell/bad.ts', "import { ChatPanel } from '../chat';\nexport const x = ChatPanel;\n", 'import-x/no-restricted-paths'],
  ['e2e uses public entry points', 'e2e/bad.ts', "import { LOCALES } from '../packages/web/src/shared/i18n/locales';\nexport const x = LOCALES;\n", 'no-restricted-imports'],
  ['a workspace import is declared in the package.json', 'packages/embed/src/bad.ts', "import { buildApp } from '@sideline/server';\nexport const x = buildApp;\n", 'import-x/no-extraneous-dependencies'],
];

const allowed: Array<[string, string, string]> = [
  ['a page imports a domain through its index.ts', 'packages/web/src/pages/ok.ts', "import { ChatPanel } from '../features/chat';\nexport const x = ChatPanel;\n"],
  ['a domain imports its own parts by path', 'packages/web/src/features/chat/ok.ts', "import { useAlerts } from './alerts/AlertsProvider';\nexport const x = useAlerts;\n"],
  ['a domain imports shell through its index.ts', 'packages/web/src/features/gifts/ok.ts', "import { useChatSettings } from '../shell';\nexport const x = useChatSettings;\n"],
  ['e2e imports the locales through @sideline/web', 'e2e/ok.ts', "import { LOCALES } from '@sideline/web/locales';\nexport const x = LOCALES;\n"],
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
