/**
 * How many journey files run at once (`E2E_WORKERS`, default 2: the machines here have two
 * cores, and a journey spends most of its time waiting on a page). 1 gives the old sequential run.
 */
export function journeyWorkers(): number {
  const n = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(n) && n >= 1 ? n : 2;
}
