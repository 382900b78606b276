import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportMaskWords, IndecentWordType } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';

/** One word per line (or comma-separated), blanks dropped. */
export function parseWordList(text: string): string[] {
  return [...new Set(text.split(/[\n,]/).map((w) => w.trim()).filter(Boolean))];
}

/** Bulk import: many words at once with one logic and scope; duplicates are skipped and listed. */
export function ImportForm(props: { onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [logic, setLogic] = useState<IndecentWordType>(IndecentWordType.Anywhere);
  const [siteId, setSiteId] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useLeaveWarning(text.trim() !== '');
  const words = parseWordList(text);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (words.length === 0) return setResult(t('form-required'));
    setBusy(true);
    try {
      const r = await staffCall(ImportMaskWords, { Logic: logic, SiteId: /^[1-9]\d*$/.test(siteId) ? Number(siteId) : null, Words: words });
      setResult(t('mask-imported', { n: r.Added }) + (r.Duplicates.length ? ` ${t('mask-import-duplicates', { words: r.Duplicates.join(', ') })}` : ''));
      setText('');
      props.onDone();
    } catch (error) {
      setResult(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form" onSubmit={(e) => void submit(e)} aria-label={t('mask-import')}>
      <div className="field">
        <label htmlFor="mask-import-words">{t('mask-import-words')}<span className="field__required"> *<span className="sr-only">{t('form-required-field')}</span></span></label>
        <textarea id="mask-import-words" rows={5} value={text} onChange={(e) => setText(e.target.value)} aria-describedby="mask-import-hint" />
        <p className="field__hint" id="mask-import-hint">{t('mask-import-hint', { n: words.length })}</p>
      </div>
      <div className="radio-row">
        <label><input type="radio" checked={logic === 1} onChange={() => setLogic(1)} /> {t('mask-logic-1')}</label>
        <label><input type="radio" checked={logic === 2} onChange={() => setLogic(2)} /> {t('mask-logic-2')}</label>
      </div>
      <div className="field">
        <label htmlFor="mask-import-site">{t('mask-site-id-optional')}</label>
        <input id="mask-import-site" type="text" inputMode="numeric" value={siteId} onChange={(e) => setSiteId(e.target.value)} />
      </div>
      <p role="status" className="status-line">{result}</p>
      <button type="submit" className="btn btn--primary" disabled={busy}>{t('mask-import')}</button>
    </form>
  );
}
