/**
 * Errors a hub method throws to shape the Completion `error` text the way the official
 * ASP.NET Core server words it (`DefaultHubDispatcher`). Any other thrown value becomes the
 * generic "An unexpected error occurred invoking 'X' on the server." and is logged, never sent.
 */

/** A failure whose message is safe to show the client (ASP.NET's `HubException`). */
export class HubException extends Error {
  override readonly name = 'HubException';
}

/** The caller's token does not allow the call. */
export class HubUnauthorizedError extends Error {
  override readonly name = 'HubUnauthorizedError';
  constructor(message = 'unauthorized') {
    super(message);
  }
}

/** The arguments do not bind to the method's signature (wrong count or shape). */
export class HubArgumentError extends Error {
  override readonly name = 'HubArgumentError';
}

/** The Completion error texts of the official server. */
export const InvocationErrors = {
  unknownMethod: (target: string) => `Unknown hub method '${target}'`,
  unauthorized: (target: string) => `Failed to invoke '${target}' because user is unauthorized`,
  binding: (target: string, detail: string) =>
    `Failed to invoke '${target}' due to an error on the server. InvalidDataException: ${detail}`,
  unexpected: (target: string) => `An unexpected error occurred invoking '${target}' on the server.`,
  hubException: (target: string, message: string) =>
    `An unexpected error occurred invoking '${target}' on the server. HubException: ${message}`,
  idInUse: (invocationId: string) => `Invocation ID '${invocationId}' is already in use.`,
  streamingNotSupported: (target: string) =>
    `The client attempted to invoke the non-streaming '${target}' method with a streaming invocation.`,
} as const;

/** Maps a thrown value to the Completion error text. */
export function completionErrorFor(target: string, error: unknown): { text: string; expected: boolean } {
  if (error instanceof HubUnauthorizedError) return { text: InvocationErrors.unauthorized(target), expected: true };
  if (error instanceof HubArgumentError) return { text: InvocationErrors.binding(target, error.message), expected: true };
  if (error instanceof HubException) return { text: InvocationErrors.hubException(target, error.message), expected: true };
  return { text: InvocationErrors.unexpected(target), expected: false };
}
