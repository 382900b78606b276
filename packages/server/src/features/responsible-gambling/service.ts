import {
  DomainErrorCode, GAMBLING_GUARDED_CALLS, ServerErrorCode, gamblingRefusal, gamblingRefusalMessage, jurisdictionProfile, playerFrozenMessage,
  promotedOddsVisible,
} from '@sideline/protocol';
import type { GamblingSurface, JurisdictionProfile, PlayerGamblingState } from '@sideline/protocol';
import { ApiError, notFound } from '../../http/errors';
import type { ServiceDeps } from '../../http/context';
import type { Session } from '../../http/session';
import type { Executor } from '../../store/types';
import { fromMinor } from '../../store/values';
import { findSite, memberGroup } from '../licensee/index';
import { isFrozen } from '../moderation/index';
import { betsSince, customerSite, playerState, savePlayerState, saveSiteProfile, siteProfile } from './store';

/**
 * The guard other features call first thing in their betting and prize handlers (one line each):
 * throws 403 with Error[0].Field 'Frozen' for a player the back office froze, else RG001 and the message in the session's language when the
 * member is excluded, timed out, at a limit, or lacks the verified age a prize needs under the
 * site's profile. The surface comes from the contract's GAMBLING_GUARDED_CALLS by call name.
 * Anonymous sessions pass (those calls need a member and refuse them with 401 themselves).
 */
export async function requireMayGamble(store: { db: Executor }, session: Session | null, callName: string, now = Date.now()): Promise<void> {
  const surface: GamblingSurface | undefined = GAMBLING_GUARDED_CALLS[callName];
  if (!surface) throw new Error(`${callName} is not a guarded gambling call`);
  await requireSurface(store, session, surface, now);
}

/** The same refusal for a surface that rides a call of its own (a ShowingTicket line of MessagePush). */
export async function requireSurface(store: { db: Executor }, session: Session | null, surface: GamblingSurface, now = Date.now()): Promise<void> {
  if (!session?.isUserLogin || session.customerId === null) return;
  // A player the back office froze (SetPlayerFrozen) may neither bet nor pay for prizes.
  if (await isFrozen(store.db, session.customerId)) {
    throw new ApiError(ServerErrorCode.FORBIDDEN, DomainErrorCode.PlayerFrozen, playerFrozenMessage(session.language), ServerErrorCode.FORBIDDEN);
  }
  const [profile, state] = await Promise.all([siteProfile(store.db, session.siteId), playerState(store.db, session.customerId)]);
  const reason = gamblingRefusal(profile, state, surface, now);
  if (reason) {
    throw new ApiError(ServerErrorCode.FORBIDDEN, DomainErrorCode.GamblingRestricted, gamblingRefusalMessage(reason, session.language), ServerErrorCode.FORBIDDEN);
  }
}

/** Whether promoted odds may be shown to this caller (site profile's audience and, for members, their state). */
export async function mayShowPromotedOdds(store: { db: Executor }, session: Session | null, now = Date.now()): Promise<boolean> {
  const profile = await siteProfile(store.db, session?.siteId ?? 0);
  if (!promotedOddsVisible(profile, session?.isUserLogin === true)) return false;
  if (!session?.isUserLogin || session.customerId === null) return true;
  return gamblingRefusal(profile, await playerState(store.db, session.customerId), 'bet', now) === null;
}

/** GetResponsibleGambling: the caller's site profile and own state. */
export async function readResponsibleGambling(store: { db: Executor }, session: Session | null) {
  const profile = await siteProfile(store.db, session?.siteId ?? 0);
  const state = session?.isUserLogin && session.customerId !== null ? await playerState(store.db, session.customerId) : null;
  return { Profile: profile, State: state, Now: Date.now() };
}

/** GetRealityCheck: stakes, returns and net of the member's bets since `since`, from the bet ledger. */
export async function realityCheck(store: { db: Executor }, session: Session, since: number) {
  const { stakedMinor, returnedMinor, bets } = await betsSince(store.db, session.customerId!, since);
  return { Staked: fromMinor(stakedMinor), Returned: fromMinor(returnedMinor), Net: fromMinor(returnedMinor - stakedMinor), Bets: bets, CurrencyId: session.currencyId };
}

/**
 * SetPlayerGamblingState (operator's back end): stores the state and pushes it to the player's
 * own member group on their site, so every open widget of theirs hides or shows its surfaces.
 */
export async function setPlayerGamblingState(deps: ServiceDeps, customerId: number, state: PlayerGamblingState) {
  const site = await customerSite(deps.store.db, customerId);
  if (!site) throw notFound('Unknown customer');
  await savePlayerState(deps.store.db, customerId, state, Date.now());
  let pushed = true;
  try {
    await deps.realtime.publish(memberGroup(site.group_name, customerId), 'PushPlayerGamblingState', { CustomerId: customerId, ...state });
  } catch (err) {
    pushed = false;
    deps.log.error({ err }, 'publishing PushPlayerGamblingState failed');
  }
  return { CustomerId: customerId, ...state, Pushed: pushed };
}

/** SetJurisdictionProfile: a preset with the site's edits. */
/** A site's profile as the back office shows it ('none' until the site sets one). */
export async function siteJurisdiction(store: { db: Executor }, siteId: number) {
  if (!await findSite(store.db, siteId)) throw notFound('Unknown site');
  return { SiteId: siteId, Profile: await siteProfile(store.db, siteId) };
}

export async function setJurisdictionProfile(store: { db: Executor }, siteId: number, j: JurisdictionProfile['Jurisdiction'], edits: Partial<Omit<JurisdictionProfile, 'Jurisdiction'>> = {}) {
  if (!await findSite(store.db, siteId)) throw notFound('Unknown site');
  const profile = jurisdictionProfile(j, edits);
  await saveSiteProfile(store.db, siteId, profile, Date.now());
  return { SiteId: siteId, Profile: profile };
}
