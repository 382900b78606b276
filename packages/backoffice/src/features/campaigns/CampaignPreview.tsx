import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PreviewCampaign } from '@sideline/protocol';
import type { Campaign, Language } from '@sideline/protocol';
import { PromotionView } from '@sideline/web/promotion-view';
import { staffCall } from '../../shared/api';
import { Field } from '../../shared/forms';
import { ErrorState, Loading } from '../../shared/ui';

/**
 * The campaign as a viewer will see it: the server's answer for the promotion page
 * (`PreviewCampaign` = GetPromotion, drafts included) rendered with the widget's own promotion
 * view, so the HTML goes through the same DOMPurify rules. A language picker shows each text.
 */
export function CampaignPreview(props: { campaign: Campaign; onPublish?: () => void; publishing?: boolean }) {
  const { t } = useTranslation();
  const languages = props.campaign.Texts.map((x) => x.Language);
  const [language, setLanguage] = useState<Language>(languages.includes('en') ? 'en' : languages[0] ?? 'en');
  const preview = useQuery({
    queryKey: ['campaign-preview', props.campaign.CampaignId, props.campaign.UpdatedAt, language],
    queryFn: ({ signal }) => staffCall(PreviewCampaign, { CampaignId: props.campaign.CampaignId, Language: language }, signal),
  });
  return (
    <div className="campaign-preview">
      <div className="filters">
        <Field label={t('campaigns-preview-language')}>
          <select value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            {languages.map((l) => <option key={l} value={l}>{l.toUpperCase()}</option>)}
          </select>
        </Field>
        {props.onPublish && (
          <button type="button" className="btn btn--primary" disabled={props.publishing} onClick={props.onPublish}>{t('campaigns-publish')}</button>
        )}
      </div>
      <div className="campaign-preview__frame" role="region" aria-label={t('campaigns-preview-region')}>
        {preview.isPending ? <Loading /> : preview.isError ? <ErrorState error={preview.error} onRetry={() => void preview.refetch()} /> : (
          <PromotionView promotion={preview.data.Promotion} />
        )}
      </div>
    </div>
  );
}
