import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_MESSAGES, CreateLuckyBox, EditLuckyBox, GiftNames, LUCKY_BOX_MAX_GIFTS, LUCKY_BOX_TOTAL_PERCENT,
} from '@sideline/protocol';
import type { BackofficeLuckyBox, LuckyBoxInput } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver, useFieldError, useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';
import { GiftNamesFieldset } from '../gifts/GiftNamesFieldset';
import { fromLocalInput, localInput } from '../gifts/time';

export interface GiftChoice { GiftId: number; CurrencyId: number; Name: string; Amount: number }

const percent = z.string().trim().regex(/^\d{1,3}$/, 'form-invalid').refine((v) => Number(v) >= 1 && Number(v) <= 100, 'form-invalid');
const total = (gifts: ReadonlyArray<{ Probability: string }>) => gifts.reduce((sum, g) => sum + (Number(g.Probability) || 0), 0);

/** The form's shape: the inputs as they hold their values; the probabilities must add up to 100. */
export const LuckyBoxFormSchema = z.object({
  Names: GiftNames,
  CurrencyId: z.string().min(1, ADMIN_MESSAGES.required),
  Amount: z.string().trim().min(1, ADMIN_MESSAGES.required).regex(/^\d+(\.\d{1,2})?$/, 'form-invalid'),
  IsVip: z.boolean(),
  Gifts: z.array(z.object({ GiftId: z.string().min(1, ADMIN_MESSAGES.required), Probability: percent }))
    .min(1, ADMIN_MESSAGES.atLeastOneOption).max(LUCKY_BOX_MAX_GIFTS),
  BestGiftId: z.string().min(1, ADMIN_MESSAGES.required),
  Locked: z.boolean(),
  ExpiresAt: z.string(),
  Sort: z.string().trim().regex(/^\d{1,4}$/, 'form-invalid').refine((v) => Number(v) >= 1, 'form-min|1'),
})
  .refine((v) => total(v.Gifts) === LUCKY_BOX_TOTAL_PERCENT, { path: ['Gifts'], message: ADMIN_MESSAGES.probabilitiesSum })
  .refine((v) => v.Gifts.some((g) => g.GiftId === v.BestGiftId), { path: ['BestGiftId'], message: ADMIN_MESSAGES.bestGiftInBox });
type Values = z.input<typeof LuckyBoxFormSchema>;

function valuesOf(b: BackofficeLuckyBox): Values {
  return {
    Names: b.Names, CurrencyId: String(b.CurrencyId), Amount: String(b.Amount), IsVip: b.IsVip,
    Gifts: b.Gifts.map((g) => ({ GiftId: String(g.GiftId), Probability: String(g.Probability) })),
    BestGiftId: b.BestGiftId === null ? '' : String(b.BestGiftId), Locked: b.Locked, ExpiresAt: localInput(b.ExpiresAt), Sort: String(b.Sort),
  };
}

/** The request of a form's values (also the lock switch's, from a box as it is). */
export function luckyBoxInput(v: Values): LuckyBoxInput {
  return {
    Names: v.Names, CurrencyId: Number(v.CurrencyId), Amount: Number(v.Amount), IsVip: v.IsVip,
    Gifts: v.Gifts.map((g) => ({ GiftId: Number(g.GiftId), Probability: Number(g.Probability) })),
    BestGiftId: Number(v.BestGiftId), Locked: v.Locked, ExpiresAt: fromLocalInput(v.ExpiresAt), Sort: Number(v.Sort),
  };
}
export const luckyBoxValues = valuesOf;

/**
 * Add or edit a lucky box (spec: name, gift name, probability percent, gift amount, best gift;
 * states locked / unlocked / expired). The prizes are gifts of the box's currency with whole
 * percents that must add up to 100 ('The probabilities must add up to 100%'); the running total
 * is announced as it changes.
 */
export function LuckyBoxForm(props: {
  box: BackofficeLuckyBox | null;
  currencies: ReadonlyArray<{ CurrencyId: number; CurrencyName: string }>;
  gifts: readonly GiftChoice[];
  onDone: (b: BackofficeLuckyBox) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const b = props.box;
  const empty: Values = {
    Names: { en: '', cn: '', vn: '', th: '', id: '' }, CurrencyId: String(props.currencies[0]?.CurrencyId ?? ''), Amount: '', IsVip: false,
    Gifts: [{ GiftId: '', Probability: '100' }], BestGiftId: '', Locked: false, ExpiresAt: '', Sort: '1',
  };
  const form = useForm<Values>({ resolver: formResolver(LuckyBoxFormSchema), defaultValues: b ? valuesOf(b) : empty });
  const prizes = useFieldArray({ control: form.control, name: 'Gifts' });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const currencyId = Number(form.watch('CurrencyId'));
  const chosen = form.watch('Gifts');
  const sum = total(chosen);
  const choices = props.gifts.filter((g) => g.CurrencyId === currencyId);
  const nameOf = new Map(choices.map((g) => [String(g.GiftId), `${g.Name} (${g.Amount})`]));
  const onSubmit = form.handleSubmit(async (v) => {
    const body = luckyBoxInput(v);
    try {
      const result = b ? await staffCall(EditLuckyBox, { ...body, LuckyBoxId: b.LuckyBoxId }) : await staffCall(CreateLuckyBox, body);
      form.reset(valuesOf(result.LuckyBox));
      props.onDone(result.LuckyBox);
    } catch (error) {
      if (error instanceof StaffApiError && error.code === 'Gifts') form.setError('Gifts', { message: error.message });
      else if (error instanceof StaffApiError && /^(BestGiftId|CurrencyId|Amount|ExpiresAt|Gifts\.\d+\.GiftId)$/.test(error.code)) {
        form.setError(error.code as 'BestGiftId', { message: error.message }, { shouldFocus: true });
      } else form.setError('root', { message: errorText(error) });
    }
  });
  const sumError = errors.Gifts?.root?.message ?? errors.Gifts?.message;
  return (
    <form className="form lucky-box-form" onSubmit={onSubmit} noValidate aria-label={b ? t('lucky-edit-of', { name: b.Names.en }) : t('lucky-add')}>
      <GiftNamesFieldset register={(name) => form.register(name)} errors={errors.Names} />
      <div className="form__grid">
        <Field label={t('gifts-currency')} required error={errors.CurrencyId?.message}>
          <select {...form.register('CurrencyId')}>{props.currencies.map((c) => <option key={c.CurrencyId} value={c.CurrencyId}>{c.CurrencyName}</option>)}</select>
        </Field>
        <Field label={t('lucky-amount')} required error={errors.Amount?.message}>
          <input type="text" inputMode="decimal" autoComplete="off" {...form.register('Amount')} />
        </Field>
        <Field label={t('lucky-expires')} error={errors.ExpiresAt?.message} hint={t('lucky-expires-hint')}>
          <input type="datetime-local" {...form.register('ExpiresAt')} />
        </Field>
        <Field label={t('gifts-sort')} required error={errors.Sort?.message}>
          <input type="text" inputMode="numeric" autoComplete="off" {...form.register('Sort')} />
        </Field>
        <label className="check"><input type="checkbox" {...form.register('IsVip')} /> {t('lucky-vip')}</label>
        <label className="check"><input type="checkbox" {...form.register('Locked')} /> {t('lucky-locked')}</label>
      </div>
      <fieldset className={`field${sumError ? ' field--invalid' : ''}`} aria-describedby="lucky-total">
        <legend>{t('lucky-prizes')}</legend>
        {prizes.fields.map((f, i) => (
          <div key={f.id} className="feature-row">
            <Field label={t('lucky-prize-gift', { index: i + 1 })} required error={errors.Gifts?.[i]?.GiftId?.message}>
              <select {...form.register(`Gifts.${i}.GiftId`)}>
                <option value="">{t('lucky-choose-gift')}</option>
                {choices.map((g) => <option key={g.GiftId} value={g.GiftId}>{`${g.Name} (${g.Amount})`}</option>)}
              </select>
            </Field>
            <Field label={t('lucky-prize-probability', { index: i + 1 })} required error={errors.Gifts?.[i]?.Probability?.message}>
              <input type="text" inputMode="numeric" autoComplete="off" {...form.register(`Gifts.${i}.Probability`)} />
            </Field>
            {prizes.fields.length > 1 && (
              <button type="button" className="btn btn--small" aria-label={t('lucky-prize-remove', { index: i + 1 })} onClick={() => prizes.remove(i)}>{t('action-delete')}</button>
            )}
          </div>
        ))}
        {prizes.fields.length < LUCKY_BOX_MAX_GIFTS && (
          <button type="button" className="btn btn--small field__add" onClick={() => prizes.append({ GiftId: '', Probability: '' })}>{t('lucky-prize-add')}</button>
        )}
        <p id="lucky-total" className="field__hint" aria-live="polite">{t('lucky-total', { n: sum })}</p>
        {sumError && <p className="field__error" role="alert">{fieldError(sumError)}</p>}
      </fieldset>
      <Field label={t('lucky-best-gift')} required error={errors.BestGiftId?.message}>
        <select {...form.register('BestGiftId')}>
          <option value="">{t('lucky-choose-gift')}</option>
          {chosen.filter((g) => g.GiftId).map((g) => <option key={g.GiftId} value={g.GiftId}>{nameOf.get(g.GiftId) ?? `#${g.GiftId}`}</option>)}
        </select>
      </Field>
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{b ? t('action-save') : t('lucky-add')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}
