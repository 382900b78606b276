import { useParams } from '../../shared/navigation';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@sideline/protocol';
import { PromotionDetail } from '../../features/programmes';
import { useApplyLanguage } from '../../shared/i18n';
import './promotion-page.css';

/** /promotion/:id?/:userLanguage? — standalone promotion page, no header, at most 768 px wide. */
export function PromotionPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const lang = params.userLanguage?.toLowerCase();
  useApplyLanguage(isLanguage(lang) ? lang : undefined);
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  return (
    <main className="promotion-page" aria-label={t('promotion')} data-promotion-id={params.id ?? ''}>
      <PromotionDetail id={id} userLanguage={isLanguage(lang) ? lang : i18n.language} />
    </main>
  );
}
