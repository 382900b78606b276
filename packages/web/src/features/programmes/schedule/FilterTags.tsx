import { useTranslation } from 'react-i18next';
import type { Tag } from '@sideline/protocol';
import { tagName } from './listModel';

/** The filter tag row: 'all' plus every tag of the schedule, one chosen at a time. */
export function FilterTags(props: { tags: readonly Tag[]; selected: number | null; language: string; onSelect(tagId: number | null): void }) {
  const { t } = useTranslation();
  if (props.tags.length === 0) return null;
  return (
    <div className="filter-tags" role="group" aria-label={t('filter-tags')}>
      <button type="button" className="chip" aria-pressed={props.selected === null} onClick={() => props.onSelect(null)}>
        {t('all')}
      </button>
      {props.tags.map((tag) => (
        <button key={tag.Id} type="button" className="chip" aria-pressed={props.selected === tag.Id} onClick={() => props.onSelect(tag.Id)}>
          {tagName(tag, props.language)}
        </button>
      ))}
    </div>
  );
}
