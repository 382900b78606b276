import { LANGUAGES } from '@sideline/protocol';
import { chatGroup } from '../chat/index';
import { adsGroup } from './groups';
import type { Realtime } from '../../realtime/index';
import type { Store } from '../../store/types';
import { roomsOf } from '../chat/index';
import { matchAnchorsRow, siteGroups, streamerLanguages } from './store';

/**
 * PushEventStart (chatroom spec section 4): when a match without stream that has not started
 * goes Running, viewers waiting in its ads group (and its chat rooms) reset the match and
 * reinitialise. Callers: the schedule's operator status call and the schedule driver, through
 * `onMatchStart` — only on the NotStart → Running transition.
 */
export interface EventStartDeps {
  store: Store;
  realtime: Pick<Realtime, 'publish'>;
}

/**
 * Every chat and ads group a viewer of the match can be in: the rooms of the chat registry
 * (any site, language, anchor a viewer used) plus, on every site, each interface language and
 * each streamer's language with anchor 0 and each of the match's anchors (a viewer waiting for
 * the match may not have touched the registry yet). Sorted, no duplicates.
 */
export async function eventStartGroups(store: Store, matchId: number): Promise<string[]> {
  const db = store.db;
  const match = await matchAnchorsRow(db, matchId);
  if (!match) return [];
  const anchors = [0, ...(JSON.parse(match.anchor_ids_json) as unknown[]).filter((n): n is number => typeof n === 'number')];
  const streamers = anchors.length > 1
    ? await streamerLanguages(db, anchors.slice(1))
    : [];
  const languages = new Set<string>([...LANGUAGES, ...streamers.map((s) => s.language.toLowerCase())]);
  const sites = await siteGroups(db);
  const groups = new Set<string>();
  for (const room of await roomsOf(db, 1, matchId)) {
    groups.add(room.group);
    groups.add(adsGroup(room.siteGroup, 1, matchId, room.language, room.anchorId));
  }
  for (const site of sites) {
    for (const language of languages) {
      for (const anchorId of anchors) {
        groups.add(chatGroup(site.group_name, 1, matchId, language, anchorId));
        groups.add(adsGroup(site.group_name, 1, matchId, language, anchorId));
      }
    }
  }
  return [...groups].sort();
}

/** Publishes PushEventStart { MatchId } to every group of the match; resolves with how many groups. */
export async function publishEventStart(deps: EventStartDeps, matchId: number, log?: { error(obj: unknown, msg?: string): void }): Promise<number> {
  const groups = await eventStartGroups(deps.store, matchId);
  let sent = 0;
  for (const group of groups) {
    try {
      await deps.realtime.publish(group, 'PushEventStart', { MatchId: matchId });
      sent += 1;
    } catch (err) {
      log?.error({ err, group }, 'publishing PushEventStart failed');
    }
  }
  return sent;
}
