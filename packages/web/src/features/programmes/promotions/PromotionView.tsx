import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@sideline/protocol';
import { promotionBackground } from './promotionModel';
import { sanitizePromotionHtml } from './sanitize';
import './promotions.css';

/**
 * A promotion page body: background (image, single colour or vertical gradient), the three
 * image regions and the sanitised HTML content, at most 768 px wide. The sanitised markup is
 * handed to React untouched.
 */
export function PromotionView({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const html = useMemo(() => sanitizePromotionHtml(promotion.Content), [promotion.Content]);
  const region = (url: string | null, name: string) =>
    url ? <img className="promotion__region" src={url} alt={`${promotion.PromotionName} ${name}`} data-region={name} /> : null;
  return (
    <article className="promotion" style={promotionBackground(promotion)} aria-label={promotion.PromotionName || t('promotion')}>
      <div className="promotion__inner">
        {region(promotion.RegionA, 'A')}
        {region(promotion.RegionB, 'B')}
        <div className="promotion__content" dangerouslySetInnerHTML={{ __html: html }} />
        {region(promotion.RegionC, 'C')}
      </div>
    </article>
  );
}
