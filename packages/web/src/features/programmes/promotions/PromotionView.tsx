import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@sideline/protocol';
import { promotionBackground } from './promotionModel';
import { sanitizePromotionHtml } from './sanitize';
import './promotions.css';

/** A period as the viewer's language writes dates ('5 Jan 2027 – 12 Jan 2027'). */
function period(from: number, to: number, language: string): { from: string; to: string } {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(language === 'cn' ? 'zh-CN' : language === 'vn' ? 'vi' : language, { dateStyle: 'medium' });
  } catch {
    format = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
  }
  return { from: format.format(from), to: format.format(to) };
}

/**
 * A promotion page body: background (image, single colour or vertical gradient), the three
 * image regions (the campaign's modules) and the sanitised HTML content (its sections), the
 * campaign and ranking periods, the footer text and the floating icon, at most 768 px wide.
 * The sanitised markup is handed to React untouched. The back office's campaign preview renders
 * this same view.
 */
export function PromotionView({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useTranslation();
  const html = useMemo(() => sanitizePromotionHtml(promotion.Content), [promotion.Content]);
  const region = (url: string | null, name: string) =>
    url ? <img className="promotion__region" src={url} alt={`${promotion.PromotionName} ${name}`} data-region={name} /> : null;
  const language = i18n.language;
  const campaign = promotion.StartAt != null && promotion.EndAt != null ? period(promotion.StartAt, promotion.EndAt, language) : null;
  const ranking = promotion.RankingStart != null && promotion.RankingEnd != null ? period(promotion.RankingStart, promotion.RankingEnd, language) : null;
  return (
    <article className="promotion" style={promotionBackground(promotion)} aria-label={promotion.PromotionName || t('promotion')}>
      <div className="promotion__inner">
        {region(promotion.RegionA, 'A')}
        {(campaign || ranking) && (
          <ul className="promotion__periods">
            {campaign && <li>{t('promotion-campaign-period', campaign)}</li>}
            {ranking && <li>{t('promotion-ranking-period', ranking)}</li>}
          </ul>
        )}
        {region(promotion.RegionB, 'B')}
        <div className="promotion__content" dangerouslySetInnerHTML={{ __html: html }} />
        {region(promotion.RegionC, 'C')}
        {promotion.FooterText && <footer className="promotion__footer">{promotion.FooterText}</footer>}
      </div>
      {promotion.FloatingIcon && <img className="promotion__floating" src={promotion.FloatingIcon} alt="" data-floating-icon="" />}
    </article>
  );
}
