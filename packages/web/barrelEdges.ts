/**
 * Which of a module's imports a page really uses through a barrel (issue 20, page chunks): a
 * domain's face (index.ts, core.ts) re-exports many modules, and tree-shaking keeps only those
 * whose names the importer asks for, so a closure that followed every re-export counted modules
 * no page starts with. Read from the module's code as the bundler holds it (TypeScript already
 * stripped: type-only imports and exports are gone). Hand-written: the bundler's module info
 * names the imported modules, not the names imported from each, and no small library reads ES
 * import and export clauses without a full parser.
 */

/** What one module takes from another: some names, or everything ('*': a namespace, a side effect, or unknown). */
export type Wanted = ReadonlySet<string> | '*';

const FROM = /(?:^|[;\n])\s*(import|export)\s*([^'";]*?)\s*from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;

/** The names a clause brings in: `{ a, b as c }` → a, b (the exported names); a default or `* as ns` → '*'. */
function clauseNames(clause: string): Wanted {
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
  if (!braces || outside !== '') return '*';
  const names = braces[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!.replace(/^type\s+/, '').trim()).filter(Boolean);
  return new Set(names);
}

/**
 * Per import of `code`, in the order the bundler lists them (`importedIds`: each specifier once,
 * first appearance): the specifier and the names taken from it. Null when the statements found
 * do not line up with `count` imports (then the caller follows every import).
 */
export function importsOf(code: string, count: number): Array<{ spec: string; wanted: Wanted }> | null {
  const order: string[] = [];
  const wanted = new Map<string, Wanted>();
  for (const m of code.matchAll(FROM)) {
    const spec = (m[3] ?? m[4])!;
    const names: Wanted = m[4] !== undefined ? '*' : m[1] === 'export' && m[2]!.startsWith('*') ? '*' : clauseNames(m[2]!);
    if (!wanted.has(spec)) order.push(spec);
    const before = wanted.get(spec);
    wanted.set(spec, before === undefined ? names : before === '*' || names === '*' ? '*' : new Set([...before, ...names]));
  }
  if (order.length !== count) return null;
  return order.map((spec) => ({ spec, wanted: wanted.get(spec)! }));
}

/**
 * A barrel's re-exports: each exported name with the import it comes from (by position in the
 * import list) and the name there, plus the positions of its `export * from`. Null when the
 * module is not only re-exports, or its imports cannot be lined up.
 */
export function reExportsOf(code: string, count: number): { names: Map<string, { index: number; name: string }>; stars: number[] } | null {
  const body = code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trim();
  const statements = body.split(/;\s*|\n+/).map((s) => s.trim()).filter(Boolean);
  if (!statements.every((s) => /^export\s*(\*|\{)[^]*from\s*["'][^"']+["']$/.test(s))) return null;
  const imports = importsOf(code, count);
  if (!imports) return null;
  const index = new Map(imports.map((imp, i) => [imp.spec, i]));
  const names = new Map<string, { index: number; name: string }>();
  const stars: number[] = [];
  for (const s of statements) {
    const spec = /["']([^"']+)["']$/.exec(s)![1]!;
    const at = index.get(spec)!;
    if (/^export\s*\*/.test(s)) {
      stars.push(at);
      continue;
    }
    for (const part of /\{([^}]*)\}/.exec(s)![1]!.split(',').map((p) => p.trim()).filter(Boolean)) {
      const [local, exported = local] = part.split(/\s+as\s+/).map((x) => x.trim());
      names.set(exported!, { index: at, name: local! });
    }
  }
  return { names, stars };
}
