import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_RATING_MAX } from '@sideline/protocol';
import { Dialog } from '../../../shared/ui/Dialog';
import { isValidRating } from './feedbackRule';

/**
 * The feedback modal: 1 to 5 stars (required; confirm stays disabled and nothing is sent until
 * one is chosen) and an optional text.
 */
export function FeedbackDialog(props: { open: boolean; sending: boolean; onSubmit(rating: number, text: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const textId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const submit = () => {
    if (isValidRating(rating) && !props.sending) props.onSubmit(rating, text.trim());
  };
  return (
    <Dialog
      open={props.open}
      title={t('feedback')}
      closeLabel={t('close')}
      onClose={props.onClose}
      actions={
        <button type="button" className="btn btn--primary" disabled={!isValidRating(rating) || props.sending} onClick={submit}>
          {t('submit')}
        </button>
      }
    >
      <p>{t('feedback-question')}</p>
      <div className="feedback-stars" role="radiogroup" aria-label={t('feedback-rating')}>
        {Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={rating === n}
            aria-label={t('stars', { count: n })}
            className={rating !== null && n <= rating ? 'feedback-star feedback-star--on' : 'feedback-star'}
            onClick={() => setRating(n)}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </div>
      {!isValidRating(rating) && <p className="feedback-hint">{t('feedback-rating-required')}</p>}
      <label htmlFor={textId} className="visually-hidden">{t('feedback-placeholder')}</label>
      <textarea id={textId} className="feedback-text" rows={3} maxLength={1000} placeholder={t('feedback-placeholder')} value={text} onChange={(e) => setText(e.target.value)} />
    </Dialog>
  );
}
