import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceTab } from '@sideline/protocol';
import { useFocusTrap } from '../../../shared/a11y';
import { optionsOfTab } from './sources';
import type { SourceOption } from './sources';

const TABS: readonly SourceTab[] = [SourceTab.Streamer, SourceTab.Video, SourceTab.Vocal];
const TAB_LABEL = { Streamer: 'source-tab-streamer', Video: 'source-tab-video', Vocal: 'source-tab-vocal' } as const satisfies Record<SourceTab, string>;

/**
 * The licensee source dropdown: tabs Streamer, Video and Vocal, each with its channel chips.
 * Tabs with no channel are hidden; the open tab starts on the current source's tab.
 */
export function SourceDropdown(props: { options: readonly SourceOption[]; current: SourceOption | null; onSelect(option: SourceOption): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tabs = TABS.filter((tab) => optionsOfTab(props.options, tab).length > 0);
  const [tab, setTab] = useState<SourceTab>(props.current?.tab ?? tabs[0] ?? SourceTab.Streamer);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, { active: open, trap: false, onEscape: () => setOpen(false) });
  if (tabs.length === 0) return null;
  const shown = tabs.includes(tab) ? tab : tabs[0];
  return (
    <div className="source-dropdown">
      <button type="button" className="btn btn--ghost source-dropdown__toggle" data-tutorial-target="toolbar" aria-haspopup="true" aria-expanded={open}
        aria-label={`${t('source', { defaultValue: 'Source' })}: ${props.current?.label ?? '—'}`}
        onClick={() => { setOpen((o) => !o); if (props.current) setTab(props.current.tab); }}>
        {/* On a phone the toolbar keeps the source's name and drops the word "Source" (the button's name keeps it). */}
        <span className="source-dropdown__prefix">{t('source', { defaultValue: 'Source' })}: </span>{props.current?.label ?? '—'}
      </button>
      {open && (
        <div ref={panel} className="source-dropdown__panel" role="dialog" aria-label={t('source', { defaultValue: 'Source' })}>
          <div role="tablist" className="source-dropdown__tabs">
            {tabs.map((x) => (
              <button key={x} type="button" role="tab" aria-selected={x === shown} className="source-dropdown__tab" onClick={() => setTab(x)}>
                {t(TAB_LABEL[x])}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="source-dropdown__chips">
            {optionsOfTab(props.options, shown).map((o) => (
              <button key={o.key} type="button" className="chip" data-source-key={o.key} aria-pressed={o.key === props.current?.key}
                onClick={() => { props.onSelect(o); setOpen(false); }}>
                {o.channel?.Language && o.tab !== SourceTab.Video ? `${o.channel.Language} · ${o.label}` : o.label}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
