import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffErrorCode, StaffLogin } from '@sideline/protocol';
import type { StaffMeResult } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, formResolver } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';
import { LanguagePicker } from '../shell/LanguagePicker';

/**
 * Staff sign-in: email and password (the contract's StaffLogin schema), one answer for every
 * wrong combination, and the throttle's wait in words when too many attempts failed.
 */
export function LoginPage(props: { onSignedIn: (me: StaffMeResult) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: formResolver(StaffLogin.request), defaultValues: { Email: '', Password: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      props.onSignedIn(await staffCall(StaffLogin, values));
    } catch (error) {
      if (error instanceof StaffApiError && error.code === StaffErrorCode.LoginThrottled) setFailure(t('error-login-throttled', { seconds: error.retryAfter ?? 60 }));
      else setFailure(errorText(error));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <main className="login">
      <form className="login__card card" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">{t('login-title')}</h1>
        <p className="muted">{t('login-intro')}</p>
        <Field label={t('login-email')} required error={errors.Email?.message}>
          <input type="email" autoComplete="username" {...form.register('Email')} />
        </Field>
        <Field label={t('login-password')} required error={errors.Password?.message}>
          <input type="password" autoComplete="current-password" {...form.register('Password')} />
        </Field>
        {failure && <p className="form-error" role="alert">{failure}</p>}
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {isSubmitting ? t('login-signing-in') : t('login-submit')}
        </button>
        <LanguagePicker />
      </form>
    </main>
  );
}
