/**
 * The licensee page start-up (chatroom spec section 4; schedule spec "Licensee page start-up"):
 * verify the token, then load streaming, user info, gifts, lucky boxes, stickers, welcome info
 * and indecent words, then feature settings, and then show. The gift vouchers (GetJiooGiftCard)
 * and the bet types (GetAllSportBetType) load with the store-level fetches of the gifts phase
 * (schedule spec section 7: "… indecent words, bet types, batch feature settings …"). As data: phases run one after the
 * other, the steps of a phase together. Streaming needs nothing of user info, so the two load
 * together (issue 20: one round trip less before the first chat line), with the chat's site
 * group (POST /CheckSiteGroup, which the chat room waits for once the page shows). Gifts and
 * lucky boxes wait for user info: they are asked for in the wallet's currency. So does the chat
 * room's start ('room-start': its config, block list and status, sent for the
 * room to take; it reads the feature settings early, which the page's HTML usually answers),
 * which used to leave only after the last phase.
 */
export type StartupStepId =
  | 'verify-token'
  | 'streaming'
  | 'user-info'
  | 'site-group'
  | 'gifts'
  | 'lucky-boxes'
  | 'stickers'
  | 'welcome-info'
  | 'indecent-words'
  | 'gift-cards'
  | 'bet-types'
  | 'room-start'
  | 'feature-settings';

export const STARTUP_PHASES: readonly (readonly StartupStepId[])[] = [
  ['verify-token'],
  ['streaming', 'user-info', 'site-group'],
  ['gifts', 'lucky-boxes', 'stickers', 'welcome-info', 'indecent-words', 'gift-cards', 'bet-types', 'room-start'],
  ['feature-settings'],
];

/** Steps whose failure stops the start-up (nothing can be shown without a verified token). */
export const REQUIRED_STEPS: ReadonlySet<StartupStepId> = new Set(['verify-token']);

/** What ran: steps in completion order, and the optional ones that failed (their feature shows its own error). */
export interface StartupReport {
  completed: StartupStepId[];
  failed: StartupStepId[];
}

/** A required step failed; the page shows no content. */
export class StartupAbortedError extends Error {
  constructor(readonly step: StartupStepId, override readonly cause: unknown) {
    super(`start-up step ${step} failed`);
    this.name = 'StartupAbortedError';
  }
}

export type StepRunner = (id: StartupStepId) => Promise<unknown>;

/**
 * Runs the phases in order, the steps of a phase in parallel. An optional step's failure is
 * reported through `onError` and the start-up goes on; a required step's failure rejects with
 * StartupAbortedError once its phase settled. `isCancelled` stops before the next phase.
 */
export async function runStartup(
  phases: readonly (readonly StartupStepId[])[],
  run: StepRunner,
  options: { required?: ReadonlySet<StartupStepId>; onError?: (id: StartupStepId, error: unknown) => void; isCancelled?: () => boolean } = {},
): Promise<StartupReport> {
  const required = options.required ?? REQUIRED_STEPS;
  const report: StartupReport = { completed: [], failed: [] };
  for (const phase of phases) {
    if (options.isCancelled?.()) break;
    let abort: StartupAbortedError | null = null;
    await Promise.all(phase.map(async (id) => {
      try {
        await run(id);
        report.completed.push(id);
      } catch (error) {
        report.failed.push(id);
        if (required.has(id)) abort ??= new StartupAbortedError(id, error);
        else options.onError?.(id, error);
      }
    }));
    if (abort) throw abort;
  }
  return report;
}
