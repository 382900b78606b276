import { ProgramType } from '@sideline/protocol';
import type { ChatRoomDeps, ChatRoomSnapshot } from './chatRoomTypes';

/** The Result of a successful envelope, else null (a refused or failed call). */
export function okResult<E extends { Code: number; Result: unknown }>(env: E | null): Extract<E, { Code: 200 }>['Result'] | null {
  return env && env.Code === 200 && env.Result ? (env.Result as Extract<E, { Code: 200 }>['Result']) : null;
}

/**
 * What the room's jobs (heartbeat, send, nickname, block) share: the deps, the snapshot and its
 * setter, the indecent-word pattern, and `call`, which logs a failed call and answers null.
 */
export interface RoomContext extends Pick<ChatRoomDeps, 'info' | 'api' | 'clock' | 'alerts' | 'isTokenExpired' | 'heartbeat'> {
  readonly isEntertainment: boolean;
  snapshot(): ChatRoomSnapshot;
  set(patch: Partial<ChatRoomSnapshot>): void;
  indecent(): RegExp | null;
  log(message: string, error: unknown): void;
  call<T>(fn: () => Promise<T>, what: string): Promise<T | null>;
}

/** Logs a failed call (`what failed`) and answers null instead of throwing. */
export function callOrNull(log: (message: string, error: unknown) => void) {
  return async <T,>(fn: () => Promise<T>, what: string): Promise<T | null> => {
    try {
      return await fn();
    } catch (error) {
      log(`${what} failed`, error);
      return null;
    }
  };
}

export const isEntertainmentInfo = (deps: Pick<ChatRoomDeps, 'info'>) => deps.info.programType === ProgramType.Entertainment;
