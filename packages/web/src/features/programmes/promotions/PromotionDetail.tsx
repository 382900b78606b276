import { useTranslation } from 'react-i18next';
import { usePromotion } from './usePromotions';
import { PromotionView } from './PromotionView';

/**
 * Loads and shows one promotion. Standalone (no header) on /promotion, or with a back header
 * showing the promotion's name when opened from the event list (`onBack`).
 */
export function PromotionDetail(props: { id: number | null; userLanguage: string; onBack?: () => void }) {
  const { t } = useTranslation();
  const promotion = usePromotion(props.id, props.userLanguage);
  return (
    <div className="promotion-detail">
      {props.onBack && (
        <header className="overlay-bar">
          <button type="button" className="icon-btn" aria-label={t('back')} onClick={props.onBack}><span aria-hidden="true">‹</span></button>
          <h2 className="overlay-bar__title">{promotion.data?.PromotionName ?? ''}</h2>
        </header>
      )}
      {props.id === null && <p className="promotion-detail__status" role="alert">{t('promotion-not-found')}</p>}
      {props.id !== null && promotion.isPending && <p className="promotion-detail__status" role="status">{t('loading')}</p>}
      {promotion.isError && <p className="promotion-detail__status" role="alert">{t('promotion-not-found')}</p>}
      {promotion.data && <PromotionView promotion={promotion.data} />}
    </div>
  );
}
