import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GetSiteJurisdiction, GetSiteMatchChat, JURISDICTION_PRESETS, SetSiteJurisdiction, SetSiteMatchChat } from '@sideline/protocol';
import { fakeFetch, ok, renderWith } from '../../test/render';
import { JurisdictionForm } from './JurisdictionForm';
import { MatchChatForm } from './MatchChatForm';

afterEach(() => vi.unstubAllGlobals());

const SITE = 4283400;

function setup(ui: 'match-chat' | 'jurisdiction', canEdit = true) {
  // One path each, two methods: GET reads, POST saves (the answer echoes what was saved).
  expect(SetSiteMatchChat.path).toBe(GetSiteMatchChat.path);
  expect(SetSiteJurisdiction.path).toBe(GetSiteJurisdiction.path);
  const { fetchFn, calls } = fakeFetch({
    [GetSiteMatchChat.path]: (body, init) => ok(init.method === 'POST' ? body : { SiteId: SITE, Enabled: false, Mode: 'slow-mode', SlowModeSeconds: 10, DurationSeconds: 60 }),
    [GetSiteJurisdiction.path]: (body, init) => {
      if (init.method !== 'POST') return ok({ SiteId: SITE, Profile: JURISDICTION_PRESETS.none });
      const b = body as { Jurisdiction: 'none'; Edits: object };
      return ok({ SiteId: SITE, Profile: { ...JURISDICTION_PRESETS[b.Jurisdiction], ...b.Edits, Jurisdiction: b.Jurisdiction } });
    },
  });
  vi.stubGlobal('fetch', fetchFn);
  const onStatus = vi.fn();
  const Form = ui === 'match-chat' ? MatchChatForm : JurisdictionForm;
  renderWith(<Form siteId={SITE} canEdit={canEdit} onStatus={onStatus} />, { role: canEdit ? 'owner' : 'viewer' });
  return { calls, onStatus };
}

const posted = (calls: { init: RequestInit; body: unknown }[]) => calls.filter((c) => c.init.method === 'POST').map((c) => c.body);

describe('MatchChatForm', () => {
  it('reads the site settings and saves a hold-tickets mode with its duration', async () => {
    const { calls, onStatus } = setup('match-chat');
    const enabled = await screen.findByRole('switch', { name: "Match events switch this site's match rooms" });
    expect((enabled as HTMLInputElement).checked).toBe(false);
    fireEvent.click(enabled);
    fireEvent.click(screen.getByRole('radio', { name: 'Hold bet-ticket lines while markets are suspended' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: /Duration after an event/ }), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onStatus).toHaveBeenCalledWith('Match-aware chat saved'));
    expect(posted(calls)).toEqual([{ SiteId: SITE, Enabled: true, Mode: 'hold-tickets', SlowModeSeconds: 10, DurationSeconds: 90 }]);
  });

  it('refuses an interval out of bounds at the field, sending nothing', async () => {
    const { calls } = setup('match-chat');
    const interval = await screen.findByRole('spinbutton', { name: /Slow-mode interval/ });
    fireEvent.change(interval, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(interval.getAttribute('aria-invalid')).toBe('true'));
    expect(posted(calls)).toEqual([]);
  });

  it('shows the settings without a Save for staff who may not edit sites', async () => {
    setup('match-chat', false);
    expect((await screen.findByRole<HTMLInputElement>('switch', { name: "Match events switch this site's match rooms" })).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('JurisdictionForm', () => {
  it('a preset fills every setting, an edit on top is kept, and the save sends the preset with its edits', async () => {
    const { calls, onStatus } = setup('jurisdiction');
    const preset = await screen.findByRole('combobox', { name: /Jurisdiction preset/ });
    fireEvent.change(preset, { target: { value: 'AGCO' } });
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Promoted odds shown to/ }).value).toBe('nobody'));
    const reality = screen.getByRole<HTMLInputElement>('spinbutton', { name: /Reality check every/ });
    expect(Number(reality.value)).toBe(JURISDICTION_PRESETS.AGCO.RealityCheckMinutes);
    fireEvent.change(reality, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onStatus).toHaveBeenCalledWith('Responsible-gambling profile saved'));
    const [{ Jurisdiction, Edits }] = posted(calls) as [{ Jurisdiction: string; Edits: Record<string, unknown> }];
    expect(Jurisdiction).toBe('AGCO');
    expect(Edits).toMatchObject({ PromotedOddsAudience: 'nobody', RealityCheckMinutes: 45, HelpUrl: JURISDICTION_PRESETS.AGCO.HelpUrl });
  });

  it('refuses a help link that is not https at the field', async () => {
    const { calls } = setup('jurisdiction');
    const url = await screen.findByRole('textbox', { name: /Help link/ });
    fireEvent.change(url, { target: { value: 'http://help.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(posted(calls)).toEqual([]);
  });
});
