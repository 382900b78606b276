import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_MESSAGES, CreateGift, EditGift, GIFT_ADMIN_CATEGORIES, GiftNames, UploadGiftAnimation, UploadGiftImage,
  giftAnimationLimit,
} from '@sideline/protocol';
import type { BackofficeGift, GiftAdminCategory } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver, UploadField, useLeaveWarning } from '../../shared/forms';
import type { MediaRef } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';
import { GiftNamesFieldset } from './GiftNamesFieldset';
import { fromLocalInput, localInput } from './time';

const Media = z.array(z.object({ MediaId: z.string().nullable(), Url: z.string() })).max(1);
const amountText = z.string().trim().min(1, ADMIN_MESSAGES.required).regex(/^\d+(\.\d{1,2})?$/, 'form-invalid');

/** The form's shape: the inputs as they hold their values (text, local date-times, uploads as previews). */
export const GiftFormSchema = z.object({
  CurrencyId: z.string().min(1, ADMIN_MESSAGES.required),
  Names: GiftNames,
  Category: z.enum(GIFT_ADMIN_CATEGORIES),
  VipLevel: z.string(),
  StartAt: z.string(),
  EndAt: z.string(),
  CampaignName: z.string().trim().max(60),
  Amount: amountText,
  Sort: z.string().trim().regex(/^\d{1,4}$/, 'form-invalid').refine((v) => Number(v) >= 1, 'form-min|1'),
  On: z.boolean(),
  Image: Media.min(1, ADMIN_MESSAGES.fileRequired),
  FrontendImage: Media,
  BackendImage: Media,
  Animation: Media,
})
  .refine((v) => !v.StartAt || !v.EndAt || new Date(v.EndAt).getTime() > new Date(v.StartAt).getTime(), { path: ['EndAt'], message: ADMIN_MESSAGES.endAfterStart })
  .refine((v) => v.Category !== 'campaign' || v.CampaignName.length > 0, { path: ['CampaignName'], message: ADMIN_MESSAGES.required })
  .refine((v) => v.Category !== 'vip' || Number(v.VipLevel) >= 1, { path: ['VipLevel'], message: ADMIN_MESSAGES.vipLevelRequired });
type Values = z.input<typeof GiftFormSchema>;
type MediaField = 'Image' | 'FrontendImage' | 'BackendImage' | 'Animation';

const one = (m: { MediaId: string | null; Url: string } | null): MediaRef[] => (m ? [{ MediaId: m.MediaId, Url: m.Url }] : []);

function valuesOf(g: BackofficeGift): Values {
  return {
    CurrencyId: String(g.CurrencyId), Names: g.Names, Category: g.Category === 'system' ? 'general' : g.Category, VipLevel: String(g.VipLevel),
    StartAt: localInput(g.StartAt), EndAt: localInput(g.EndAt), CampaignName: g.CampaignName, Amount: String(g.Amount), Sort: String(g.Sort), On: g.On,
    Image: one(g.Image), FrontendImage: one(g.FrontendImage), BackendImage: one(g.BackendImage), Animation: one(g.Animation),
  };
}

/** Fields the server names in a refusal, shown at that field. */
const SERVER_FIELDS = new Set(['CurrencyId', 'VipLevel', 'StartAt', 'EndAt', 'CampaignName', 'Amount', 'Sort', 'Image', 'FrontendImage', 'BackendImage', 'Animation']);

/**
 * Add or edit a gift (spec section 9 "Gifts": image, front-end and back-end image, animation,
 * category general/VIP/basic/campaign, VIP level, start and end, campaign name, amount). Pictures
 * are PNG of at most 10 KB, the animation an SVGA of at most 1 MB from an amount of 10, else
 * 500 KB — checked here before sending and by the server from the bytes and again on save.
 */
export function GiftForm(props: {
  gift: BackofficeGift | null;
  currencies: ReadonlyArray<{ CurrencyId: number; CurrencyName: string }>;
  onDone: (g: BackofficeGift) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const g = props.gift;
  const empty: Values = {
    CurrencyId: String(props.currencies[0]?.CurrencyId ?? ''), Names: { en: '', cn: '', vn: '', th: '', id: '' }, Category: 'general', VipLevel: '0',
    StartAt: '', EndAt: '', CampaignName: '', Amount: '', Sort: '1', On: true, Image: [], FrontendImage: [], BackendImage: [], Animation: [],
  };
  const form = useForm<Values>({ resolver: formResolver(GiftFormSchema), defaultValues: g ? valuesOf(g) : empty });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const category = form.watch('Category');
  const amount = Number(form.watch('Amount')) || 0;
  const onSubmit = form.handleSubmit(async (v) => {
    const ref = (list: readonly MediaRef[]) => (list[0] ? list[0].MediaId ?? list[0].Url : null);
    const body = {
      CurrencyId: Number(v.CurrencyId), Names: v.Names, Category: v.Category as GiftAdminCategory, VipLevel: Number(v.VipLevel),
      StartAt: fromLocalInput(v.StartAt), EndAt: fromLocalInput(v.EndAt), CampaignName: v.Category === 'campaign' ? v.CampaignName : '',
      Amount: Number(v.Amount), Sort: Number(v.Sort), On: v.On,
      Image: ref(v.Image) ?? '', FrontendImage: ref(v.FrontendImage), BackendImage: ref(v.BackendImage), Animation: ref(v.Animation),
    };
    try {
      const result = g ? await staffCall(EditGift, { ...body, GiftId: g.GiftId }) : await staffCall(CreateGift, body);
      form.reset(valuesOf(result.Gift));
      props.onDone(result.Gift);
    } catch (error) {
      if (error instanceof StaffApiError && SERVER_FIELDS.has(error.code)) form.setError(error.code as keyof Values, { message: error.message }, { shouldFocus: true });
      else form.setError('root', { message: errorText(error) });
    }
  });
  const upload = (name: MediaField, label: string, required = false) => (
    <Controller control={form.control} name={name} render={({ field }) => (
      <UploadField call={name === 'Animation' ? UploadGiftAnimation : UploadGiftImage} label={label} required={required} max={1}
        maxBytes={name === 'Animation' ? giftAnimationLimit(amount) : undefined}
        hint={name === 'Animation' ? t('gifts-animation-hint', { size: amount >= 10 ? '1 MB' : '500 KB' }) : undefined}
        value={field.value} onChange={field.onChange} error={errors[name]?.message ?? errors[name]?.root?.message} />
    )} />
  );
  return (
    <form className="form gift-form" onSubmit={onSubmit} noValidate aria-label={g ? t('gifts-edit-of', { name: g.Names.en }) : t('gifts-add')}>
      <GiftNamesFieldset register={(name) => form.register(name)} errors={errors.Names} />
      <div className="form__grid">
        <Field label={t('gifts-currency')} required error={errors.CurrencyId?.message}>
          <select disabled={!!g} {...form.register('CurrencyId')}>
            {props.currencies.map((c) => <option key={c.CurrencyId} value={c.CurrencyId}>{c.CurrencyName}</option>)}
          </select>
        </Field>
        <Field label={t('gifts-amount')} required error={errors.Amount?.message} hint={t('gifts-amount-hint')}>
          <input type="text" inputMode="decimal" autoComplete="off" {...form.register('Amount')} />
        </Field>
        <Field label={t('gifts-category')} required>
          <select {...form.register('Category')}>
            {GIFT_ADMIN_CATEGORIES.map((c) => <option key={c} value={c}>{t(`gifts-category-${c}`)}</option>)}
          </select>
        </Field>
        <Field label={t('gifts-vip-level')} required={category === 'vip'} error={errors.VipLevel?.message}>
          <select {...form.register('VipLevel')}>{Array.from({ length: 11 }, (_, n) => <option key={n} value={n}>{n === 0 ? t('gifts-vip-none') : `VIP ${n}`}</option>)}</select>
        </Field>
        {category === 'campaign' && (
          <Field label={t('gifts-campaign-name')} required error={errors.CampaignName?.message}>
            <input type="text" autoComplete="off" {...form.register('CampaignName')} />
          </Field>
        )}
        <Field label={t('gifts-start')} error={errors.StartAt?.message} hint={t('gifts-start-hint')}>
          <input type="datetime-local" {...form.register('StartAt')} />
        </Field>
        <Field label={t('gifts-end')} error={errors.EndAt?.message} hint={t('gifts-end-hint')}>
          <input type="datetime-local" {...form.register('EndAt')} />
        </Field>
        <Field label={t('gifts-sort')} required error={errors.Sort?.message}>
          <input type="text" inputMode="numeric" autoComplete="off" {...form.register('Sort')} />
        </Field>
        <label className="check"><input type="checkbox" {...form.register('On')} /> {t('gifts-on')}</label>
      </div>
      <div className="form__grid form__grid--uploads">
        {upload('Image', t('gifts-image'), true)}
        {upload('FrontendImage', t('gifts-frontend-image'))}
        {upload('BackendImage', t('gifts-backend-image'))}
        {upload('Animation', t('gifts-animation'))}
      </div>
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{g ? t('action-save') : t('gifts-add')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}
