import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ImportEvents, PreviewEventImport, XLSX_MEDIA_TYPE } from '@sideline/protocol';
import { renderWith } from '../../test/render';
import { ImportPanel } from './ImportPanel';

afterEach(() => vi.unstubAllGlobals());

const row = (n: number, outcome: 'ok' | 'duplicate' | 'error', errors: { Field: string; Message: string }[] = []) => ({
  Row: n, Outcome: outcome, InfoSiteId: 7, MatchId: 91000000 + n, SportType: 1, LeagueName: 'NBA', HomeTeam: `Home ${n}`, AwayTeam: `Away ${n}`,
  EventTime: 1_800_000_000_000, Language: 'vn', StreamerName: 'Linh Nguyen', Errors: errors,
});

/** Answers the two upload calls; records what each got. */
function uploads(answers: Record<string, { status: number; body: unknown }>) {
  const seen: Array<{ url: string; type: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url, type: (init.headers as Record<string, string>)['Content-Type'], body: init.body });
    const a = answers[url]!;
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

const file = new File([new Uint8Array([80, 75, 3, 4])], 'events.xlsx', { type: XLSX_MEDIA_TYPE });

describe('ImportPanel', () => {
  it('previews the file as is (rows, outcomes, errors by column), then imports: "N imported, M duplicates ignored"', async () => {
    const seen = uploads({
      [PreviewEventImport.path]: { status: 200, body: { Code: 200, Error: null, Result: { Rows: [row(2, 'ok'), row(3, 'duplicate', [{ Field: 'MatchId', Message: 'Duplicate match ID' }])], Valid: 1, Duplicates: 1, Invalid: 0 } } },
      [ImportEvents.path]: { status: 200, body: { Code: 200, Error: null, Result: { Imported: 1, Duplicates: 1, Message: '1 imported, 1 duplicates ignored' } } },
    });
    const onImported = vi.fn();
    renderWith(<ImportPanel onImported={onImported} />);
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^\.xlsx file/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect((await screen.findByTestId('events-preview-summary')).textContent).toBe('1 ready, 1 duplicates, 0 with errors');
    expect(screen.getByRole('listitem').textContent).toBe('MatchId: Duplicate match ID');
    expect(seen[0]).toMatchObject({ url: PreviewEventImport.path, type: XLSX_MEDIA_TYPE, body: file });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 imported, 1 duplicates ignored')).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith('1 imported, 1 duplicates ignored');
  });

  it('shows the spec message of a refused file, in English and Chinese', async () => {
    uploads({ [PreviewEventImport.path]: { status: 413, body: { Code: 413, Result: null, Error: [{ Field: 'File', Message: 'File exceeds the size limit' }] } } });
    for (const [language, label, check, text] of [['en', /^\.xlsx file/, 'Check file', 'File exceeds the size limit'], ['cn', /^\.xlsx 文件/, '检查文件', '文件超过大小限制']] as const) {
      const view = renderWith(<ImportPanel onImported={vi.fn()} />, { language });
      fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
      fireEvent.click(screen.getByRole('button', { name: check }));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      view.unmount();
    }
  });
});
