import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_MESSAGES, BANNER_CAROUSEL_MAX_SECONDS, BANNER_DEVICES, BANNER_LINK_MESSAGE, BANNER_LINK_PATTERN, BANNER_POSITIONS, CreateBanner, EditBanner,
  StaffErrorCode, UploadBannerImage, bannerLinkValid,
} from '@sideline/protocol';
import type { Banner, BackofficeSite } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver, UploadField, useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';
import { fromLocalInput, localInput } from './time';

const whole = (min: number, max: number) => z.string().trim().regex(/^\d+$/, 'form-invalid')
  .refine((v) => Number(v) >= min, `form-min|${min}`).refine((v) => Number(v) <= max, `form-max|${max}`);

/** The form's own shape: numbers and instants as the inputs hold them (text, local date-time). */
export const BannerFormSchema = z.object({
  Title: z.string().trim().min(1, ADMIN_MESSAGES.required).max(60),
  SiteId: z.string(),
  Position: z.enum(BANNER_POSITIONS),
  Device: z.enum(BANNER_DEVICES),
  Image: z.array(z.object({ MediaId: z.string().nullable(), Url: z.string() })).min(1, ADMIN_MESSAGES.fileRequired).max(1),
  LinkType: z.enum(['internal', 'external']),
  Link: z.string().trim().max(500).regex(BANNER_LINK_PATTERN, BANNER_LINK_MESSAGE),
  PostId: z.union([z.literal(''), whole(1, 2_147_483_647)]),
  CarouselSeconds: whole(1, BANNER_CAROUSEL_MAX_SECONDS),
  StartAt: z.string().min(1, ADMIN_MESSAGES.required),
  EndAt: z.string().min(1, ADMIN_MESSAGES.required),
  On: z.boolean(),
}).superRefine((v, ctx) => {
  if (v.StartAt && v.EndAt && !(fromLocalInput(v.EndAt) > fromLocalInput(v.StartAt))) ctx.addIssue({ code: 'custom', path: ['EndAt'], message: ADMIN_MESSAGES.endAfterStart });
  if (!bannerLinkValid(v.LinkType, v.Link.trim())) ctx.addIssue({ code: 'custom', path: ['Link'], message: BANNER_LINK_MESSAGE });
});
type Values = z.input<typeof BannerFormSchema>;

const EMPTY: Values = {
  Title: '', SiteId: '', Position: 'programme-schedule', Device: 'mobile', Image: [], LinkType: 'internal', Link: '', PostId: '',
  CarouselSeconds: '5', StartAt: '', EndAt: '', On: true,
};

function valuesOf(b: Banner): Values {
  return {
    Title: b.Title, SiteId: b.SiteId === null ? '' : String(b.SiteId), Position: b.Position, Device: b.Device, Image: [b.Image], LinkType: b.LinkType,
    Link: b.Link, PostId: b.PostId === null ? '' : String(b.PostId), CarouselSeconds: String(b.CarouselSeconds),
    StartAt: localInput(b.StartAt), EndAt: localInput(b.EndAt), On: b.On,
  };
}

/**
 * Add or edit a banner (spec section 9 "Banner": title, position, device, internal or external
 * link, post id, carousel seconds, start and end; on or off). The image uploads as it is picked
 * (JPG/PNG/GIF, at most 1 MB). An end before the start is refused here; a banner already set for
 * the site, position and device in the period comes back from the server and shows at the start.
 */
export function BannerForm(props: { banner: Banner | null; sites: readonly BackofficeSite[]; onDone: (b: Banner) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const b = props.banner;
  const form = useForm<Values>({ resolver: formResolver(BannerFormSchema), defaultValues: b ? valuesOf(b) : EMPTY });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const onSubmit = form.handleSubmit(async (v) => {
    const image = v.Image[0]!;
    const body = {
      Title: v.Title, SiteId: v.SiteId ? Number(v.SiteId) : null, Position: v.Position, Device: v.Device, Image: image.MediaId ?? image.Url,
      LinkType: v.LinkType, Link: v.Link, PostId: v.PostId ? Number(v.PostId) : null, CarouselSeconds: Number(v.CarouselSeconds),
      StartAt: fromLocalInput(v.StartAt), EndAt: fromLocalInput(v.EndAt), On: v.On,
    };
    try {
      const result = b ? await staffCall(EditBanner, { ...body, BannerId: b.BannerId }) : await staffCall(CreateBanner, body);
      form.reset(valuesOf(result.Banner));
      props.onDone(result.Banner);
    } catch (error) {
      if (error instanceof StaffApiError && error.code === StaffErrorCode.BannerExists) form.setError('StartAt', { message: ADMIN_MESSAGES.bannerExists }, { shouldFocus: true });
      else if (error instanceof StaffApiError && ['Title', 'Link', 'EndAt', 'StartAt', 'PostId', 'CarouselSeconds'].includes(error.code)) {
        form.setError(error.code as 'Title', { message: error.message }, { shouldFocus: true });
      } else form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <form className="form banner-form" onSubmit={onSubmit} noValidate aria-label={b ? t('banners-edit-of', { title: b.Title }) : t('banners-add')}>
      <div className="form__grid">
        <Field label={t('banners-title')} required error={errors.Title?.message}>
          <input type="text" autoComplete="off" maxLength={80} {...form.register('Title')} />
        </Field>
        <Field label={t('banners-site')}>
          <select {...form.register('SiteId')}>
            <option value="">{t('banners-every-site')}</option>
            {props.sites.map((s) => <option key={s.SiteId} value={String(s.SiteId)}>{s.Name}</option>)}
          </select>
        </Field>
        <Field label={t('banners-position')} required>
          <select {...form.register('Position')}>{BANNER_POSITIONS.map((p) => <option key={p} value={p}>{t(`banners-position-${p}`)}</option>)}</select>
        </Field>
        <fieldset className="field">
          <legend>{t('banners-device')}</legend>
          <div className="radio-row">
            {BANNER_DEVICES.map((d) => <label key={d}><input type="radio" value={d} {...form.register('Device')} /> {t(`banners-device-${d}`)}</label>)}
          </div>
        </fieldset>
        <fieldset className="field">
          <legend>{t('banners-link-type')}</legend>
          <div className="radio-row">
            <label><input type="radio" value="internal" {...form.register('LinkType')} /> {t('banners-link-internal')}</label>
            <label><input type="radio" value="external" {...form.register('LinkType')} /> {t('banners-link-external')}</label>
          </div>
        </fieldset>
        <Field label={t('banners-link')} error={errors.Link?.message} hint={t('banners-link-hint')}>
          <input type="text" inputMode="url" autoComplete="off" spellCheck={false} {...form.register('Link')} />
        </Field>
        <Field label={t('banners-post-id')} error={errors.PostId?.message}>
          <input type="text" inputMode="numeric" {...form.register('PostId')} />
        </Field>
        <Field label={t('banners-carousel')} required error={errors.CarouselSeconds?.message} hint={t('banners-carousel-hint', { n: BANNER_CAROUSEL_MAX_SECONDS })}>
          <input type="text" inputMode="numeric" {...form.register('CarouselSeconds')} />
        </Field>
        <Field label={t('banners-start')} required error={errors.StartAt?.message}>
          <input type="datetime-local" {...form.register('StartAt')} />
        </Field>
        <Field label={t('banners-end')} required error={errors.EndAt?.message}>
          <input type="datetime-local" {...form.register('EndAt')} />
        </Field>
        <label className="check"><input type="checkbox" {...form.register('On')} /> {t('banners-on')}</label>
      </div>
      <Controller control={form.control} name="Image" render={({ field }) => (
        <UploadField call={UploadBannerImage} label={t('banners-image')} required max={1} value={field.value} onChange={field.onChange}
          error={errors.Image?.message ?? errors.Image?.root?.message} />
      )} />
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{b ? t('action-save') : t('banners-add')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}
