import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AddStaff, EditStaff, STAFF_ROLES, StaffErrorCode, StaffPassword } from '@sideline/protocol';
import type { StaffUser } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver, useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';

/** Editing: the password is optional (blank keeps it); the email is fixed. */
const EditForm = EditStaff.request.safeExtend({ Email: z.string(), Password: z.union([z.literal(''), StaffPassword]).optional() });

/**
 * Add or edit a staff account (spec "accounts and permissions": add, edit). Field errors come
 * from the contract's schema; a taken email is shown at the email field.
 */
export function StaffForm(props: { user: StaffUser | null; onDone: (user: StaffUser) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const editing = props.user !== null;
  const form = useForm<Record<string, unknown>>({
    resolver: formResolver((editing ? EditForm : AddStaff.request) as z.ZodType<Record<string, unknown>, Record<string, unknown>>),
    defaultValues: editing
      ? { StaffId: props.user!.StaffId, Email: props.user!.Email, DisplayName: props.user!.DisplayName, Role: props.user!.Role, Password: '' }
      : { Email: '', DisplayName: '', Role: 'moderator', Password: '' },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const message = (name: string) => errors[name]?.message as string | undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = editing
        ? await staffCall(EditStaff, {
          StaffId: props.user!.StaffId, DisplayName: values.DisplayName as string, Role: values.Role as StaffUser['Role'],
          ...(values.Password ? { Password: values.Password as string } : {}),
        })
        : await staffCall(AddStaff, values as z.input<typeof AddStaff.request>);
      form.reset(values);
      props.onDone(result.User);
    } catch (error) {
      if (error instanceof StaffApiError && error.code === StaffErrorCode.EmailExists) form.setError('Email', { message: 'admin-email-exists' });
      else if (error instanceof StaffApiError && error.status === 400 && error.code in form.getValues()) form.setError(error.code, { message: error.message });
      else form.setError('root', { message: errorText(error) });
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Field label={t('staff-email')} required error={message('Email')}>
        <input type="email" autoComplete="off" readOnly={editing} {...form.register('Email')} />
      </Field>
      <Field label={t('staff-name')} required error={message('DisplayName')}>
        <input type="text" autoComplete="off" {...form.register('DisplayName')} />
      </Field>
      <Field label={t('staff-role')} required error={message('Role')}>
        <select {...form.register('Role')}>
          {STAFF_ROLES.map((r) => <option key={r} value={r}>{t(`role-${r}` as 'role-owner')}</option>)}
        </select>
      </Field>
      <Field label={editing ? t('staff-new-password') : t('staff-password')} required={!editing} error={message('Password')} hint={t('staff-password-hint')}>
        <input type="password" autoComplete="new-password" {...form.register('Password')} />
      </Field>
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{editing ? t('action-save') : t('staff-add')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}
