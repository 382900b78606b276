import type { FastifyInstance } from 'fastify';
import { EnterProgram, GetEntertainmentPrograms, GetStreamingSetting, LeaveProgram } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import {
  enterProgramme, entertainmentPrograms, leaveProgramme, presenceViewer, streamingSetting,
} from './service';

/** 'true'/'1' (any case) → true. */
const flag = (v: string | undefined) => v !== undefined && ['true', '1'].includes(v.trim().toLowerCase());

/**
 * Programmes feature: the entertainment programme schedule, stream settings and presence
 * (enter/leave). CheckProgramStatus (the open state) belongs to the chat feature.
 */
export async function programmesPlugin(app: FastifyInstance): Promise<void> {
  const { store, resolveSession } = app.sideline;

  registerCall(app, GetEntertainmentPrograms, ({ header }) => entertainmentPrograms(store, flag(header('Widget')), header('ProgramType')));
  registerCall(app, GetStreamingSetting, ({ input }) => streamingSetting(store, input.EventId));
  registerCall(app, EnterProgram, async ({ input, session }) =>
    enterProgramme(store, await presenceViewer(resolveSession, session, input.Token), input.EventId, Date.now()));
  registerCall(app, LeaveProgram, async ({ input, session }) =>
    leaveProgramme(store, await presenceViewer(resolveSession, session, input.Token), input.EventId, Date.now()));
}
