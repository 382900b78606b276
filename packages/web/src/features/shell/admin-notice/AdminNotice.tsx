import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_CONFIRMATION_MS } from '@sideline/protocol';
import { loadLocales } from '../../../shared/i18n';
import { copyText } from './copyText';
import type { CopyDeps } from './copyText';
import './admin-notice.css';

/** The two languages the notice is always shown in (schedule spec "Admin migration notice"). */
const NOTICE_LANGUAGES = ['cn', 'en'] as const;

/**
 * The admin migration notice shown at /login and under /adminpage/: the same text in Chinese
 * and English, a link to the new admin login, a button opening it in a new tab (noopener),
 * and a copy-URL button whose confirmation shows for 2 s. When both clipboard routes fail,
 * the address is shown selected in a textarea for a manual copy.
 */
export function AdminNotice(props: { url: string; copyDeps?: CopyDeps; openWindow?: (url: string) => void }) {
  const { url } = props;
  const { i18n } = useTranslation();
  // Fixed-language translators; named `…T` so the translation-key test finds their keys.
  const zhT = i18n.getFixedT('cn');
  const enT = i18n.getFixedT('en');
  // The app starts with the viewer's locale only: the other notice language loads first, so
  // neither block ever shows key names.
  const loaded = () => NOTICE_LANGUAGES.every((l) => i18n.hasResourceBundle(l, 'translation'));
  const [ready, setReady] = useState(loaded);
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);
  const manualRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadLocales(i18n, NOTICE_LANGUAGES).then(() => { if (live) setReady(true); });
    return () => { live = false; };
  }, [i18n, ready]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  useEffect(() => {
    if (manual) manualRef.current?.select();
  }, [manual]);

  const onCopy = async () => {
    const outcome = await copyText(url, props.copyDeps);
    if (outcome === 'failed') setManual(true);
    else setCopied(true);
  };
  const onOpen = () => {
    if (props.openWindow) props.openWindow(url);
    else window.open(url, '_blank', 'noopener,noreferrer');
  };

  if (!ready) return <article className="admin-notice card" aria-busy="true" />;
  return (
    <article className="admin-notice card">
      {NOTICE_LANGUAGES.map((lng) => {
        const t = lng === 'cn' ? zhT : enT;
        return (
          <section key={lng} lang={lng === 'cn' ? 'zh-CN' : 'en'} className="admin-notice__block">
            <h2>{t('admin-notice-title')}</h2>
            <p>{t('admin-notice-text')}</p>
            <p>
              <a href={url} rel="noopener noreferrer">{t('admin-notice-link')}</a>
            </p>
          </section>
        );
      })}
      <p className="admin-notice__url"><code>{url}</code></p>
      <div className="admin-notice__actions">
        <button type="button" className="btn btn--primary" onClick={onOpen}>
          {zhT('admin-notice-open-new-tab')} / {enT('admin-notice-open-new-tab')}
        </button>
        <button type="button" className="btn" onClick={() => void onCopy()}>
          {zhT('admin-notice-copy-url')} / {enT('admin-notice-copy-url')}
        </button>
      </div>
      <p className="admin-notice__status" role="status" aria-live="polite">
        {copied ? `${zhT('admin-notice-copied')} ${enT('admin-notice-copied')}` : ''}
      </p>
      {manual && (
        <div className="admin-notice__manual">
          <label htmlFor="admin-url-manual">
            {zhT('admin-notice-copy-manually')} {enT('admin-notice-copy-manually')}
          </label>
          <textarea id="admin-url-manual" ref={manualRef} readOnly value={url} rows={2} />
        </div>
      )}
    </article>
  );
}
