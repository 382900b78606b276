import { describe, expect, it } from 'vitest';
import { JURISDICTION_PRESETS } from '@sideline/protocol';
import { createGamblingStore, gamblingAccess } from './gamblingStore';

const NOW = 1_767_225_600_000;
const member = { SelfExcluded: false, TimedOutUntil: null, LimitReached: false, AgeVerified: false };

describe('gamblingAccess', () => {
  it('restricts nothing on a profile-none site (today\'s behaviour), promoted odds once the profile is known', () => {
    const store = createGamblingStore();
    expect(gamblingAccess(store.getSnapshot(), NOW)).toMatchObject({ excluded: false, betsOn: true, prizesOn: true, promotedOn: false });
    store.loaded({ Profile: JURISDICTION_PRESETS.none, State: member, Now: NOW }, NOW);
    expect(gamblingAccess(store.getSnapshot(), NOW)).toMatchObject({ excluded: false, betsOn: true, prizesOn: true, promotedOn: true, loggedIn: true });
  });

  it('turns every surface off on a push of self-exclusion and back on when lifted', () => {
    const store = createGamblingStore();
    store.loaded({ Profile: JURISDICTION_PRESETS.none, State: member, Now: NOW }, NOW);
    store.pushed({ ...member, SelfExcluded: true });
    expect(gamblingAccess(store.getSnapshot(), NOW)).toMatchObject({ excluded: true, betsOn: false, prizesOn: false, promotedOn: false });
    store.pushed(member);
    expect(gamblingAccess(store.getSnapshot(), NOW).excluded).toBe(false);
  });

  it('keeps a pushed state when a surface mounting later applies the same cached answer again', () => {
    const store = createGamblingStore();
    const answer = { Profile: JURISDICTION_PRESETS.none, State: member, Now: NOW };
    store.loaded(answer, NOW);
    store.pushed({ ...member, SelfExcluded: true });
    store.loaded(answer, NOW + 1_000);
    expect(gamblingAccess(store.getSnapshot(), NOW).excluded).toBe(true);
    store.loaded({ ...answer }, NOW + 2_000); // a fresh answer from the server is the truth again
    expect(gamblingAccess(store.getSnapshot(), NOW).excluded).toBe(false);
  });

  it('lets the host page tighten, never loosen, and judges time-outs on the server clock', () => {
    const store = createGamblingStore();
    // The local clock runs 10 s behind the server's.
    store.loaded({ Profile: JURISDICTION_PRESETS.UKGC, State: { ...member, AgeVerified: true, TimedOutUntil: NOW + 5_000 }, Now: NOW + 10_000 }, NOW);
    expect(gamblingAccess(store.getSnapshot(), NOW)).toMatchObject({ excluded: false, prizesOn: true });
    store.host({ SelfExcluded: false, AgeVerified: false });
    expect(gamblingAccess(store.getSnapshot(), NOW)).toMatchObject({ excluded: false, betsOn: true, prizesOn: false });
    store.host({ TimedOutUntil: NOW + 60_000 });
    const a = gamblingAccess(store.getSnapshot(), NOW);
    expect(a).toMatchObject({ excluded: true, changesAt: NOW + 50_000 });
    expect(gamblingAccess(store.getSnapshot(), NOW + 50_000).excluded).toBe(false);
  });

  it('AGCO shows promoted odds to nobody, UKGC to members only', () => {
    const anon = createGamblingStore();
    anon.loaded({ Profile: JURISDICTION_PRESETS.UKGC, State: null, Now: NOW }, NOW);
    expect(gamblingAccess(anon.getSnapshot(), NOW)).toMatchObject({ promotedOn: false, betsOn: true, loggedIn: false });
    const agco = createGamblingStore();
    agco.loaded({ Profile: JURISDICTION_PRESETS.AGCO, State: { ...member, AgeVerified: true }, Now: NOW }, NOW);
    expect(gamblingAccess(agco.getSnapshot(), NOW)).toMatchObject({ promotedOn: false, betsOn: true, prizesOn: true });
  });

  it('Stop after a reality check excludes this page', () => {
    const store = createGamblingStore();
    store.loaded({ Profile: JURISDICTION_PRESETS.MGA, State: { ...member, AgeVerified: true }, Now: NOW }, NOW);
    store.stop();
    expect(gamblingAccess(store.getSnapshot(), NOW)).toMatchObject({ excluded: true, betsOn: false, prizesOn: false });
  });
});
