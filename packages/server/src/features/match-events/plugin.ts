import type { FastifyInstance } from 'fastify';
import { GetRoomMatchChat, GetSiteMatchChat, PostMatchEvent, SetMatchChatSettings, SetRoomMatchChat, SetSiteMatchChat } from '@sideline/protocol';
import { serviceDeps } from '../../http/context';
import { registerCall } from '../../http/register';
import { bettingRuntime } from '../betting/index';
import { setChatRoomPolicy } from '../chat/index';
import { registerStaffCall } from '../staff/index';
import { endDueWindows, marketsMoved, matchChatPolicy, postMatchEvent, roomMatchChat, setRoomEnabled, setSiteSettings, siteMatchChat } from './service';

/** Every node looks for windows whose time is up this often (the end is claimed once, see service.ts). */
const SWEEP_MS = 1_000;

/**
 * Match-aware chat (issue 22 item 3): the operator's event and site-settings calls, the desk's
 * per-room switch, chat's room policy (slow mode, held ticket lines) and the end of each window.
 */
export async function matchEventsPlugin(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  setChatRoomPolicy(deps.store, matchChatPolicy);

  let closing = false;
  let sweeping = false;
  const sweep = () => {
    if (closing || sweeping) return;
    sweeping = true;
    endDueWindows(deps).catch((err: unknown) => app.log.warn({ err }, 'match chat sweep failed')).finally(() => { sweeping = false; });
  };
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  /** The node that opened a window ends it on time (the sweep of any node is the fallback). */
  const timeouts = new Set<ReturnType<typeof setTimeout>>();
  const armEnd = (endsAt: number | null) => {
    if (endsAt === null) return;
    const t = setTimeout(() => { timeouts.delete(t); sweep(); }, Math.max(0, endsAt - Date.now()) + 5);
    t.unref();
    timeouts.add(t);
  };
  // Held ticket lines go out as soon as the match's markets reopen (see marketsMoved).
  const simulator = bettingRuntime(app.sideline).simulator;
  const offMarket = simulator.onMarketChange(async (market) => {
    try {
      const suspended = (await simulator.markets(market.matchId)).some((m) => m.status === 'suspended');
      await marketsMoved(deps, market.matchId, suspended);
    } catch (err) {
      app.log.warn({ err, marketId: market.id }, 'match chat market release failed');
    }
  });
  app.addHook('onClose', async () => {
    offMarket();
    closing = true;
    clearInterval(timer);
    for (const t of timeouts) clearTimeout(t);
  });

  registerCall(app, PostMatchEvent, async ({ input }) => {
    const posted = await postMatchEvent(deps, input);
    armEnd(posted.endsAt);
    return { MatchId: posted.MatchId, Event: posted.Event, Rooms: posted.Rooms };
  });
  registerCall(app, SetMatchChatSettings, ({ input: { SiteId, ...settings } }) => setSiteSettings(deps, SiteId, settings));

  registerStaffCall(app, GetSiteMatchChat, ({ input }) => siteMatchChat(deps, input.SiteId));
  registerStaffCall(app, SetSiteMatchChat, async ({ input: { SiteId, ...settings }, audit }) => {
    const { SiteId: _id, ...before } = await siteMatchChat(deps, SiteId);
    const { SiteId: _same, ...after } = await setSiteSettings(deps, SiteId, settings);
    audit({ target: `site:${SiteId}`, before: { MatchChat: before }, after: { MatchChat: after } });
    return { SiteId, ...after };
  });
  registerStaffCall(app, GetRoomMatchChat, ({ input }) => roomMatchChat(deps, { ProgramType: input.ProgramType, MatchId: input.MatchId }));
  registerStaffCall(app, SetRoomMatchChat, async ({ input, audit }) => {
    const ref = { ProgramType: input.ProgramType, MatchId: input.MatchId };
    const { before, after } = await setRoomEnabled(deps, ref, input.IsEnabled);
    audit({ target: `room:${ref.ProgramType}:${ref.MatchId}`, before: { MatchChatEnabled: before }, after: { MatchChatEnabled: after.IsEnabled }, reason: input.Reason ?? null });
    return after;
  });
}
