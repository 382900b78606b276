import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES, StaffErrorCode } from '@sideline/protocol';
import type { StaffCallDef, StaffUploadSpec } from '@sideline/protocol';
import { StaffApiError, staffUpload } from '../api';
import { useErrorText } from '../ui';
import { useFieldError } from './Field';
import { acceptOf, fileProblem } from './fileCheck';

/** A stored upload as a form holds it (seeded pictures have no MediaId). */
export interface MediaRef { MediaId: string | null; Url: string }

const SERVER_MESSAGES: Record<string, string> = {
  [StaffErrorCode.FileTooLarge]: ADMIN_MESSAGES.fileTooLarge,
  [StaffErrorCode.FileFormat]: ADMIN_MESSAGES.fileFormat,
  File: ADMIN_MESSAGES.fileRequired,
};

/** A stored file's preview by its URL's extension: a picture, an mp4 player, or an HLS playlist's name. */
function Preview(props: { url: string; alt: string }) {
  if (props.url.endsWith('.mp4')) return <video src={props.url} controls preload="metadata" aria-label={props.alt} />;
  // An animation has no picture to show here: its file, openable.
  if (props.url.endsWith('.svga')) return <a className="upload__file" href={props.url} target="_blank" rel="noopener">{props.alt} (SVGA)</a>;
  if (props.url.endsWith('.m3u8')) return <a className="upload__playlist" href={props.url} target="_blank" rel="noreferrer" aria-label={props.alt}>M3U8</a>;
  return <img src={props.url} alt={props.alt} loading="lazy" />;
}

/**
 * A file field for a back-office upload call: picks a file (keyboard and screen reader: a real
 * file input with its label), checks size and kind before sending (the spec's 'File exceeds the
 * size limit' / 'File format error'), uploads it, shows the server's refusal the same way, and
 * previews what is stored with a remove button each. `error` is the form's own error (e.g.
 * 'At least one photo is required').
 */
export function UploadField(props: {
  call: StaffCallDef & { upload?: StaffUploadSpec };
  label: string;
  value: readonly MediaRef[];
  onChange: (value: MediaRef[]) => void;
  required?: boolean;
  max?: number;
  error?: string;
  hint?: string;
  /** A lower size limit than the call's (e.g. a gift's animation under 10: 500 KB); the server checks it again on save. */
  maxBytes?: number;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const declared = props.call.upload;
  if (!declared) throw new Error(`${props.call.name} takes no upload`);
  const spec = props.maxBytes !== undefined ? { ...declared, maxBytes: Math.min(declared.maxBytes, props.maxBytes) } : declared;
  const full = props.max !== undefined && props.value.length >= props.max;
  const shown = problem ?? fieldError(props.error) ?? null;

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const before = await fileProblem(file, spec);
    if (before) {
      setProblem(fieldError(before) ?? before);
      if (input.current) input.current.value = '';
      return;
    }
    setBusy(true);
    try {
      const media = await staffUpload(props.call, file);
      if (!props.value.some((m) => m.MediaId === media.MediaId)) props.onChange([...props.value, { MediaId: media.MediaId, Url: media.Url }]);
    } catch (error) {
      const known = error instanceof StaffApiError ? SERVER_MESSAGES[error.code] : undefined;
      setProblem(known ? fieldError(known) ?? known : errorText(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const size = spec.maxBytes >= 1024 * 1024 ? `${Math.round(spec.maxBytes / (1024 * 1024))} MB` : `${Math.round(spec.maxBytes / 1024)} KB`;
  const hint = props.hint ?? t('upload-hint', { kinds: spec.kinds.map((k) => k.toUpperCase()).join(', '), size });
  return (
    <div className={`field upload${shown ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {props.label}
        {props.required && <span className="field__required" title={t('form-required-field')}> *<span className="sr-only">{t('form-required-field')}</span></span>}
      </label>
      <input
        ref={input} id={id} type="file" accept={acceptOf(spec)} disabled={busy || full}
        aria-invalid={shown ? true : undefined} aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`} aria-required={props.required || undefined}
        onChange={(e) => void onPick(e.target.files?.[0])}
      />
      <p className="field__hint" id={`${id}-hint`}>{hint}</p>
      <p className="upload__status" role="status">{busy ? t('upload-busy') : ''}</p>
      {shown && <p className="field__error" id={`${id}-error`} role="alert">{shown}</p>}
      {props.value.length > 0 && (
        <ul className="upload__previews" aria-label={t('upload-previews', { label: props.label })}>
          {props.value.map((m, i) => (
            <li key={m.MediaId ?? m.Url} className="upload__preview">
              <Preview url={m.Url} alt={t('upload-preview-alt', { label: props.label, index: i + 1 })} />
              <button type="button" className="btn btn--tiny btn--danger" aria-label={t('upload-remove-of', { label: props.label, index: i + 1 })}
                onClick={() => props.onChange(props.value.filter((_, j) => j !== i))}>{t('upload-remove')}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
