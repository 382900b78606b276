import type { HubMethodDef, StreamPositionPayload } from '@sideline/protocol';
import type { z } from 'zod';
import type { StreamPosition } from '../broker/types';
import { HubArgumentError } from '../signalr/errors';
import type { HubMethodHandler, InvocationContext } from '../signalr/types';
import type { GroupJoinResult } from './membership';

/**
 * Binds a contract method to its implementation: the raw JSON arguments are validated with
 * the method's zod tuple (failures become the official "Failed to invoke 'X' due to an error
 * on the server." Completion), the handler receives typed arguments.
 */
export function bindMethod<Args extends z.ZodTuple, Res extends z.ZodType>(
  def: HubMethodDef<string, Args, Res>,
  handler: (args: z.output<Args>, ctx: InvocationContext) => Promise<z.input<Res>> | z.input<Res>,
): HubMethodHandler {
  return (raw, ctx) => {
    const parsed = def.args.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `arguments[${issue.path.map(String).join('].')}]` : 'arguments';
      throw new HubArgumentError(`${where}: ${issue?.message ?? 'invalid'}`);
    }
    return handler(parsed.data, ctx);
  };
}

/** Contract position (`{ Seq, Epoch }`) to broker position. */
export function toStreamPosition(since: StreamPositionPayload | null | undefined): StreamPosition | null {
  return since ? { offset: since.Seq, epoch: since.Epoch } : null;
}

/** The JoinGroupResult of the contract. */
export function joinResult(group: string, joined: GroupJoinResult) {
  return {
    Group: group,
    Position: { Seq: joined.position.offset, Epoch: joined.position.epoch },
    ...(joined.recovered === undefined ? {} : { Recovered: joined.recovered }),
  };
}
