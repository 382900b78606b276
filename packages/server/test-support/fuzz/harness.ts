import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

/**
 * Shared plumbing of the fuzz suites: the seed (fixed, overridable with FUZZ_SEED), the run
 * count (FUZZ_RUNS scales it for a deeper local run), the no-hang guard, and a property runner
 * whose failure message says how to reproduce it.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);
export const FUZZ_SCALE = Number(process.env.FUZZ_RUNS_SCALE ?? 1);

/** A stable per-name seed so each property is reproducible alone (`-t <name>`). */
export function seedFor(name: string): number {
  let h = FUZZ_SEED | 0;
  for (let i = 0; i < name.length; i++) h = (Math.imul(h, 31) + name.charCodeAt(i)) | 0;
  return h;
}

/** Rejects when `promise` has not settled within `ms`: a request that never answers is a hang. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms (hang): ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs an async property with the name's seed; a failure names FUZZ_SEED and the counterexample. */
export async function fuzz<T>(name: string, arb: Arbitrary<T>, numRuns: number, check: (value: T) => Promise<void>): Promise<void> {
  const seed = seedFor(name);
  const details = await fc.check(fc.asyncProperty(arb, check), { seed, numRuns: Math.max(1, Math.round(numRuns * FUZZ_SCALE)), endOnFailure: true });
  if (details.failed) {
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `fuzz "${name}" failed (FUZZ_SEED=${FUZZ_SEED}, property seed ${seed}, path ${details.counterexamplePath ?? '-'}; ` +
      `rerun with FUZZ_SEED=${FUZZ_SEED} and -t "${name}"):\n${cause}\ncounterexample: ${fc.stringify(details.counterexample).slice(0, 2000)}`,
    );
  }
}
