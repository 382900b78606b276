import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventImportTemplate, ImportEvents, PreviewEventImport } from '@sideline/protocol';
import type { EventImportRow } from '@sideline/protocol';
import { StaffApiError, callUrl, staffFileCall } from '../../shared/api';
import type { StaffResult } from '../../shared/api';
import { useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';
import { formatHk } from './hkTime';

type Preview = StaffResult<typeof PreviewEventImport>;

/**
 * Import events from an .xlsx in two steps: preview (every row checked, nothing stored, each
 * row's errors by column) then import ("N imported, M duplicates ignored", or 'Failed to import
 * match' when a row has an error: nothing is stored). The import button waits for a preview.
 */
export function ImportPanel(props: { onImported: (message: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  useLeaveWarning(file !== null && status?.error !== false);

  const run = async (step: 'preview' | 'import') => {
    if (!file) return setStatus({ text: t('events-file-required'), error: true });
    setBusy(true);
    setStatus(null);
    try {
      if (step === 'preview') {
        setPreview(await staffFileCall(PreviewEventImport, file));
      } else {
        const r = await staffFileCall(ImportEvents, file);
        setStatus({ text: t('events-imported', { imported: r.Imported, duplicates: r.Duplicates }), error: false });
        setFile(null);
        setPreview(null);
        props.onImported(t('events-imported', { imported: r.Imported, duplicates: r.Duplicates }));
      }
    } catch (e) {
      const text = e instanceof StaffApiError && e.code === 'File' ? fileMessage(t, e.message) : errorText(e);
      setStatus({ text: step === 'import' && text !== t('events-import-failed') ? `${t('events-import-failed')}: ${text}` : text, error: true });
      if (step === 'preview') setPreview(null);
    } finally {
      setBusy(false);
    }
  };

  // Rows with errors still let staff try: the server then refuses the file with 'Failed to import match'.
  const canImport = preview !== null && preview.Rows.length > 0;
  return (
    <div className="import-panel">
      <p className="field__hint">{t('events-import-hint')} <a href={callUrl(EventImportTemplate, {})} download="events-template.xlsx">{t('events-template')}</a></p>
      <div className="field">
        <label htmlFor="events-file">{t('events-file')}<span className="field__required"> *<span className="sr-only">{t('form-required-field')}</span></span></label>
        <input id="events-file" type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => { setFile(e.target.files?.[0] ?? null); setPreview(null); setStatus(null); }} />
      </div>
      <div className="form__actions">
        <button type="button" className="btn" disabled={busy || !file} onClick={() => void run('preview')}>{t('events-preview')}</button>
        <button type="button" className="btn btn--primary" disabled={busy || !canImport} onClick={() => void run('import')}>{t('events-import')}</button>
      </div>
      {busy && <p className="state state--loading" role="status">{t('state-loading')}</p>}
      <p role={status?.error ? 'alert' : 'status'} className={status?.error ? 'form-error' : 'status-line'} data-testid="events-import-status">{status?.text}</p>
      {preview && <PreviewTable preview={preview} />}
    </div>
  );
}

function fileMessage(t: ReturnType<typeof useTranslation>['t'], message: string): string {
  if (message === 'File exceeds the size limit') return t('events-file-too-large');
  if (message === 'File format error') return t('events-file-format');
  if (message === 'Failed to import match') return t('events-import-failed');
  return message;
}

function PreviewTable(props: { preview: Preview }) {
  const { t } = useTranslation();
  const p = props.preview;
  const outcome = (r: EventImportRow) => (r.Outcome === 'ok' ? t('events-row-ok') : r.Outcome === 'duplicate' ? t('events-row-duplicate') : t('events-row-error'));
  return (
    <section aria-labelledby="events-preview-title">
      <h3 id="events-preview-title" data-testid="events-preview-summary">{t('events-preview-summary', { valid: p.Valid, duplicates: p.Duplicates, invalid: p.Invalid })}</h3>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="sr-only">{t('events-preview')}</caption>
          <thead>
            <tr>
              {['events-row', 'events-outcome', 'events-match-id', 'events-teams', 'events-league', 'events-time-hk', 'events-streamer', 'events-errors'].map((k) => (
                <th key={k} scope="col">{t(k as 'events-row')}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {p.Rows.map((r) => (
              <tr key={r.Row} className={`preview-row preview-row--${r.Outcome}`} data-outcome={r.Outcome}>
                <td>{r.Row}</td>
                <td><span className={`badge badge--row-${r.Outcome}`}>{outcome(r)}</span></td>
                <td>{r.MatchId ?? '—'}</td>
                <td>{r.HomeTeam} – {r.AwayTeam}</td>
                <td>{r.LeagueName}</td>
                <td>{formatHk(r.EventTime)}</td>
                <td>{r.StreamerName}</td>
                <td>{r.Errors.length ? <ul className="row-errors">{r.Errors.map((e) => <li key={`${e.Field}${e.Message}`}><strong>{e.Field}</strong>: {e.Message}</li>)}</ul> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
