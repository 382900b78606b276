import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trackFeature } from '../../../shared/analytics';
import type { TranslationKey } from '../../../shared/i18n';
import { BULLET_AREAS, BULLET_KEYWORD_MAX_LENGTH, BULLET_KEYWORDS_MAX, BULLET_OPACITY, BULLET_SPEED } from './bulletDisplay';
import type { BulletArea, KeywordAdd } from './bulletDisplay';
import { chatSettings, useChatSettings } from './chatSettings';
import { Icon } from '../../../shared/ui/Icon';
import './settings-menu.css';

const AREA_LABELS: Readonly<Record<BulletArea, TranslationKey>> = {
  'top-third': 'bullet-area-top-third',
  half: 'bullet-area-half',
  full: 'bullet-area-full',
};

/**
 * The bullet-chat display part of the settings menu, behind a disclosure button (collapsed by
 * default, so the menu stays short): opacity and speed sliders, the display area as a radio
 * group, and the personal keyword filter (a labelled text field; each keyword a chip with its
 * own remove button). Changes apply at once to the running bullet layer and are saved for the
 * viewer.
 */
export function BulletSettings() {
  const { t } = useTranslation();
  const id = useId();
  const bullet = useChatSettings((s) => s.bullet);
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<KeywordAdd | null>(null);
  const [expanded, setExpanded] = useState(false);
  const s = chatSettings.getState();
  const opacityPct = Math.round(bullet.opacity * 100);
  const speedText = t('bullet-speed-value', { value: bullet.speed });

  const add = (e: FormEvent) => {
    e.preventDefault();
    const result = chatSettings.getState().addBulletKeyword(draft);
    setRefusal(result === 'added' ? null : result);
    if (result === 'added') {
      setDraft('');
      trackFeature('bullet-keyword-added');
    }
  };

  return (
    <div className="bullet-settings-wrap">
      <button
        type="button" className="settings-menu__action bullet-settings__toggle" aria-expanded={expanded} aria-controls={`${id}-panel`}
        data-testid="bullet-settings-toggle" onClick={() => setExpanded((e) => !e)}
      >
        <span>{t('bullet-settings')}</span>
        <Icon name="chevron-down" className={expanded ? 'icon bullet-settings__chevron bullet-settings__chevron--open' : 'icon bullet-settings__chevron'} />
      </button>
      {expanded && (
        <fieldset id={`${id}-panel`} className="bullet-settings" data-testid="bullet-settings">
          <legend className="visually-hidden">{t('bullet-settings')}</legend>
          <label className="bullet-settings__slider" htmlFor={`${id}-opacity`}>
            <span>{t('bullet-opacity')}</span>
            <output htmlFor={`${id}-opacity`} aria-hidden="true">{t('bullet-opacity-value', { value: opacityPct })}</output>
          </label>
          <input
            id={`${id}-opacity`} type="range" min={BULLET_OPACITY.min} max={BULLET_OPACITY.max} step={BULLET_OPACITY.step} value={bullet.opacity}
            aria-valuetext={t('bullet-opacity-value', { value: opacityPct })} data-testid="bullet-opacity"
            onChange={(e) => s.setBulletOpacity(Number(e.target.value))}
          />
          <label className="bullet-settings__slider" htmlFor={`${id}-speed`}>
            <span>{t('bullet-speed')}</span>
            <output htmlFor={`${id}-speed`} aria-hidden="true">{speedText}</output>
          </label>
          <input
            id={`${id}-speed`} type="range" min={BULLET_SPEED.min} max={BULLET_SPEED.max} step={BULLET_SPEED.step} value={bullet.speed}
            aria-valuetext={speedText} data-testid="bullet-speed"
            onChange={(e) => s.setBulletSpeed(Number(e.target.value))}
          />
          <fieldset className="bullet-settings__area" data-testid="bullet-area">
            <legend>{t('bullet-area')}</legend>
            {BULLET_AREAS.map((area) => (
              <label key={area} className="bullet-settings__radio">
                <input
                  type="radio" name={`${id}-area`} value={area} checked={bullet.area === area} data-testid={`bullet-area-${area}`}
                  onChange={() => {
                    s.setBulletArea(area);
                    trackFeature('bullet-area-changed');
                  }}
                />
                <span>{t(AREA_LABELS[area])}</span>
              </label>
            ))}
          </fieldset>
          <form className="bullet-settings__keyword" onSubmit={add}>
            <label htmlFor={`${id}-keyword`}>{t('bullet-keywords')}</label>
            <div className="bullet-settings__keyword-row">
              <input
                id={`${id}-keyword`} type="text" value={draft} maxLength={BULLET_KEYWORD_MAX_LENGTH} autoComplete="off"
                aria-describedby={`${id}-keyword-hint`} data-testid="bullet-keyword-input" onChange={(e) => setDraft(e.target.value)}
              />
              <button type="submit" className="btn btn--primary" data-testid="bullet-keyword-add">{t('bullet-keyword-add')}</button>
            </div>
            <p id={`${id}-keyword-hint`} className="bullet-settings__hint">{t('bullet-keywords-hint')}</p>
            <p className="bullet-settings__hint" role="status" data-testid="bullet-keyword-status">
              {refusal === 'full' ? t('bullet-keywords-full', { max: BULLET_KEYWORDS_MAX }) : ''}
            </p>
          </form>
          {bullet.keywords.length === 0 ? (
            <p className="bullet-settings__hint">{t('bullet-keywords-none')}</p>
          ) : (
            <ul className="bullet-settings__chips" aria-label={t('bullet-keywords')} data-testid="bullet-keywords">
              {bullet.keywords.map((k) => (
                <li key={k} className="bullet-settings__chip" data-testid="bullet-keyword">
                  <span>{k}</span>
                  <button type="button" className="bullet-settings__chip-remove" aria-label={t('bullet-keyword-remove', { keyword: k })} onClick={() => s.removeBulletKeyword(k)}>
                    <Icon name="close" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
    </div>
  );
}
