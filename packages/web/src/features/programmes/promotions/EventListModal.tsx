import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../../shared/a11y';
import type { TranslationKey } from '../../../shared/i18n';
import { listedPromotions, promotionBadge } from './promotionModel';
import { PromotionDetail } from './PromotionDetail';
import { usePromotionList } from './usePromotions';
import './promotions.css';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { IconButton } from '../../../shared/ui/IconButton';

const BADGE_KEY = { ongoing: 'promotion-ongoing', upcoming: 'promotion-upcoming', ended: 'promotion-ended' } as const satisfies Record<string, TranslationKey>;

/**
 * The event list: a full-screen modal titled 'events' with a close control; cards show the
 * entry image, status badge, name and a 'more' button that opens the promotion with a back header.
 */
export function EventListModal(props: { open: boolean; userLanguage: string; onClose(): void }) {
  const { t } = useTranslation();
  const list = usePromotionList(props.userLanguage, props.open);
  const [openId, setOpenId] = useState<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { open, onClose } = props;
  useEffect(() => {
    if (!open) setOpenId(null);
  }, [open]);
  useFocusTrap(panel, { active: open, onEscape: onClose });
  if (!open) return null;
  return (
    <div className="fullscreen-modal" role="dialog" aria-modal="true" aria-label={t('events')} ref={panel} tabIndex={-1}>
      {openId !== null ? (
        <PromotionDetail id={openId} userLanguage={props.userLanguage} onBack={() => setOpenId(null)} />
      ) : (
        <>
          <header className="overlay-bar">
            <h2 className="overlay-bar__title">{t('events')}</h2>
            <IconButton icon="close" label={t('close')} onClick={onClose} />
          </header>
          {list.isPending && <Skeleton shape="rows" label={t('loading')} count={3} />}
          {list.isError && <p role="alert" className="promotion-detail__status">{t('system-error')}</p>}
          <ul className="event-list">
            {listedPromotions(list.data ?? []).map((p) => {
              const badge = promotionBadge(p.Status)!;
              return (
                <li key={p.PromotionId} className="event-card">
                  {p.EntryImgUrl ? <img className="event-card__img" src={p.EntryImgUrl} alt="" /> : <span className="event-card__img" />}
                  <span className={`event-card__badge event-card__badge--${badge}`}>{t(BADGE_KEY[badge])}</span>
                  <span className="event-card__name">{p.PromotionName}</span>
                  <button type="button" className="btn btn--primary event-card__more" aria-label={`${t('more')}: ${p.PromotionName}`} onClick={() => setOpenId(p.PromotionId)}>
                    {t('more')}
                  </button>
                </li>
              );
            })}
          </ul>
          {list.data && listedPromotions(list.data).length === 0 && <p className="promotion-detail__status">{t('no-events')}</p>}
        </>
      )}
    </div>
  );
}
