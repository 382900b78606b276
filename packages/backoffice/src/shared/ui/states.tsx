import { useTranslation } from 'react-i18next';
import { StaffApiError } from '../api';

export function Loading() {
  const { t } = useTranslation();
  return <p className="state state--loading" role="status">{t('state-loading')}</p>;
}

export function Empty(props: { text?: string }) {
  const { t } = useTranslation();
  return <p className="state state--empty">{props.text ?? t('state-empty')}</p>;
}

/** The text of a failed call in the staff member's language: the contract's code when we know it, else its message. */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    if (error instanceof StaffApiError) {
      const key = `error-${error.code}`;
      if (i18n.exists(key)) return t(key as 'error-network', { seconds: error.retryAfter ?? 60 });
      return error.message || t('error-generic');
    }
    return t('error-generic');
  };
}

export function ErrorState(props: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText();
  return (
    <div className="state state--error" role="alert">
      <p>{text(props.error)}</p>
      {props.onRetry && <button type="button" className="btn btn--small" onClick={props.onRetry}>{t('state-retry')}</button>}
    </div>
  );
}
