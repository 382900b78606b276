import * as auth from './auth';
import * as audit from './audit';
import * as rooms from './rooms';
import * as players from './players';
import * as maskWords from './mask-words';
import * as sites from './sites';
import * as trading from './trading';
import * as events from './events';
import * as streamers from './streamers';
import * as referralCodes from './referral-codes';
import * as reports from './reports';
import * as posts from './posts';
import * as gifts from './gifts';
import * as banners from './banners';
import * as campaigns from './campaigns';
import * as matchEvents from './match-events';
import * as responsibleGambling from './responsible-gambling';
import type { StaffCallDef } from './define';

export * from './define';
export * from './auth';
export * from './audit';
export * from './rooms';
export * from './players';
export * from './mask-words';
export * from './sites';
export * from './trading';
export * from './events';
export * from './streamers';
export * from './referral-codes';
export * from './reports';
export * from './posts';
export * from './gifts';
export * from './banners';
export * from './campaigns';
export * from './hub';
export * from './match-events';
export * from './responsible-gambling';

function staffCallsOf(mod: Record<string, unknown>): StaffCallDef[] {
  return Object.values(mod).filter(
    (v): v is StaffCallDef => typeof v === 'object' && v !== null && 'path' in v && 'access' in v && 'request' in v,
  );
}

/** Every back-office call, declared once. The server registers each with `registerStaffCall`. */
export const backofficeCalls: readonly StaffCallDef[] = [
  ...staffCallsOf(auth), ...staffCallsOf(audit), ...staffCallsOf(rooms), ...staffCallsOf(players),
  ...staffCallsOf(maskWords), ...staffCallsOf(sites), ...staffCallsOf(trading),
  ...staffCallsOf(events),
  ...staffCallsOf(streamers), ...staffCallsOf(referralCodes),
  ...staffCallsOf(reports),
  ...staffCallsOf(posts),
  ...staffCallsOf(gifts),
  ...staffCallsOf(banners), ...staffCallsOf(campaigns),
  ...staffCallsOf(matchEvents),
  ...staffCallsOf(responsibleGambling),
];

export function staffCallByName(name: string): StaffCallDef | undefined {
  return backofficeCalls.find((c) => c.name === name);
}
