import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The chat room rules panel: the five rules of the spec, in order. */
export function ChatRulesPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const rules = [t('chat-rule-1'), t('chat-rule-2'), t('chat-rule-3'), t('chat-rule-4'), t('chat-rule-5')];
  return (
    <section className="chat-rules" aria-labelledby={headingId}>
      <h2 id={headingId} className="chat-rules__title">{t('chat-rules')}</h2>
      <ol className="chat-rules__list">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}
