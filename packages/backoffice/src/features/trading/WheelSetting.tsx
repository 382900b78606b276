import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import { GetWheelSetting, ListWheelRecords, SaveWheelSetting, SetWheelOpen, StaffPermission, WheelSetting as WheelSettingSchema } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { FormError, formResolver, useFieldError, useLeaveWarning } from '../../shared/forms';
import { formatTime } from '../../shared/format';
import { DataTable, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';

type Values = z.input<typeof WheelSettingSchema>;

/** A too-long slot label shows the spec's own message ("Each lucky-wheel slot label is up to 8 letters"). */
export function labelError(message: string | undefined): string | undefined {
  return message?.startsWith('form-too-long|') ? 'Each lucky-wheel slot label is up to 8 letters' : message;
}

function WheelForm(props: { initial: Values; canEdit: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const [status, setStatus] = useState('');
  const form = useForm<Values>({ resolver: formResolver(WheelSettingSchema), defaultValues: props.initial });
  const slots = useFieldArray({ control: form.control, name: 'Slots' });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const saved = await staffCall(SaveWheelSetting, v);
      form.reset(saved);
      setStatus(t('wheel-saved'));
    } catch (error) {
      const m = error instanceof StaffApiError && error.status === 400 ? /^Slots\.(\d+)\.(Label|Amount|Weight)$/.exec(error.code) : null;
      if (m) form.setError(`Slots.${Number(m[1])}.${m[2] as 'Label'}`, { message: (error as StaffApiError).message });
      else form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="wheel-title">
      <table className="data-table">
        <caption className="sr-only">{t('wheel-slots')}</caption>
        <thead><tr><th scope="col">#</th><th scope="col">{t('wheel-label')} *</th><th scope="col">{t('wheel-amount')} *</th><th scope="col">{t('wheel-weight')} *</th></tr></thead>
        <tbody>
          {slots.fields.map((f, i) => {
            const e = errors.Slots?.[i];
            return (
              <tr key={f.id}>
                <td>{i + 1}</td>
                <td>
                  <input type="text" maxLength={12} disabled={!props.canEdit} aria-label={t('wheel-label-of', { n: i + 1 })} aria-required aria-invalid={e?.Label ? true : undefined} {...form.register(`Slots.${i}.Label`)} />
                  {e?.Label && <p className="field__error" role="alert">{fieldError(labelError(e.Label.message))}</p>}
                </td>
                <td>
                  <input type="number" min={0} step="0.01" disabled={!props.canEdit} aria-label={t('wheel-amount-of', { n: i + 1 })} aria-required aria-invalid={e?.Amount ? true : undefined} {...form.register(`Slots.${i}.Amount`, { valueAsNumber: true })} />
                  {e?.Amount && <p className="field__error" role="alert">{fieldError(e.Amount.message)}</p>}
                </td>
                <td>
                  <input type="number" min={0} max={1000} step={1} disabled={!props.canEdit} aria-label={t('wheel-weight-of', { n: i + 1 })} aria-required aria-invalid={e?.Weight ? true : undefined} {...form.register(`Slots.${i}.Weight`, { valueAsNumber: true })} />
                  {e?.Weight && <p className="field__error" role="alert">{fieldError(e.Weight.message)}</p>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {errors.Slots?.message && <p className="field__error" role="alert">{fieldError(errors.Slots.message)}</p>}
      <FormError error={errors.root} />
      <p role="status" className="status-line">{status}</p>
      {props.canEdit && (
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{t('action-save')}</button>
        </div>
      )}
    </form>
  );
}

/** The wheel's global switch (SetWheelOpen: every room at once; spins already started still complete). */
function WheelSwitch(props: { isOpen: boolean; canEdit: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const toggle = useMutation({
    mutationFn: (isOpen: boolean) => staffCall(SetWheelOpen, { IsOpen: isOpen }),
    onSuccess: (r) => { setStatus(r.IsOpen ? t('wheel-opened') : t('wheel-closed')); void queryClient.invalidateQueries({ queryKey: ['wheel'] }); },
    onError: (e) => setStatus(errorText(e)),
  });
  return (
    <div className="room-actions">
      <span className={`badge badge--${props.isOpen ? 'open' : 'closed'}`}>{props.isOpen ? t('rooms-state-open') : t('rooms-state-closed')}</span>
      {props.canEdit && (
        <button type="button" className={`btn ${props.isOpen ? 'btn--danger' : 'btn--primary'}`} disabled={toggle.isPending} onClick={() => toggle.mutate(!props.isOpen)}>
          {props.isOpen ? t('wheel-close') : t('wheel-open')}
        </button>
      )}
      <span className="field__hint">{t('wheel-close-hint')}</span>
      <span role="status" className="status-line">{status}</span>
    </div>
  );
}

/** Lucky wheel setting (the open/close switch; slots, labels ≤ 8 letters, amounts) and the wheel record. */
export function WheelSetting() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const setting = useQuery({ queryKey: ['wheel'], queryFn: ({ signal }) => staffCall(GetWheelSetting, {}, signal) });
  const [page, setPage] = useState(1);
  const records = useQuery({ queryKey: ['wheel-records', page], queryFn: ({ signal }) => staffCall(ListWheelRecords, { Page: page, PageSize: 25 }, signal), placeholderData: keepPreviousData });
  type Rec = z.output<typeof ListWheelRecords.result>['Records'][number];
  const columns = useMemo<ColumnDef<Rec, unknown>[]>(() => [
    { accessorKey: 'At', header: t('audit-at'), cell: (c) => formatTime(c.getValue() as number, i18n.language) },
    { accessorKey: 'Nickname', header: t('players-nickname'), cell: (c) => (c.getValue() as string | null) ?? c.row.original.CustomerId },
    { accessorKey: 'MatchId', header: t('rooms-id') },
    { accessorKey: 'Label', header: t('wheel-label') },
    { accessorKey: 'Amount', header: t('wheel-amount') },
    { accessorKey: 'Cost', header: t('wheel-cost') },
  ], [t, i18n.language]);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => setFormKey((k) => k + 1), [setting.data]);
  return (
    <section aria-labelledby="wheel-title">
      <h2 id="wheel-title">{t('wheel-title')}</h2>
      {setting.isPending ? <Loading /> : setting.isError ? <ErrorState error={setting.error} onRetry={() => void setting.refetch()} /> : (
        <>
          <WheelSwitch isOpen={setting.data.IsOpen} canEdit={can(StaffPermission.Trade)} />
          <WheelForm key={formKey} initial={setting.data} canEdit={can(StaffPermission.Trade)} />
        </>
      )}
      <h2>{t('wheel-record')}</h2>
      {records.isPending ? <Loading /> : records.isError ? <ErrorState error={records.error} onRetry={() => void records.refetch()} /> : (
        <DataTable caption={t('wheel-record')} columns={columns} data={records.data.Records} rowKey={(r) => String(r.SpinId)}
          paging={{ page, pageSize: 25, total: records.data.Total, onPage: setPage }} />
      )}
    </section>
  );
}
