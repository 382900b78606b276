/**
 * What the demo passes in the data parameter unasked (issue 16 item 33): besides Token, MatchId
 * and UserLanguage, the programme Title, the member's CustomerId and SiteId (an anonymous
 * visitor's site too) and the site's WatchTimeLimit, so the title, the lobby, the feedback
 * prompt and free viewing all show. The data-parameter panel (data-params.ts) changes any of them.
 */
import type { DemoTarget } from '@sideline/protocol';
import type { Session } from './state';

/** The site's free-viewing seconds for anonymous visitors (the seeded licensee site's value). */
export const DEMO_WATCH_TIME_LIMIT = 180;

/** What the demo passes for a target and session before any change in the panel. */
export function defaultParams(target: DemoTarget, session: Session): Record<string, unknown> {
  const out: Record<string, unknown> = { Title: target.Title, WatchTimeLimit: DEMO_WATCH_TIME_LIMIT };
  if (target.Kind === 'match') out.IsLicenseeChatroom = true;
  if (session.status === 'member') {
    out.CustomerId = session.user.CustomerId;
    out.SiteId = session.user.SiteId;
  }
  if (session.status === 'anonymous') out.SiteId = session.siteId;
  return out;
}
