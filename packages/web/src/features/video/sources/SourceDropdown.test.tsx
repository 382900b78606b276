// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ChannelSource, SourceTab } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import { LOCALES } from '../../../shared/i18n/locales';
import { SourceDropdown } from './SourceDropdown';
import type { SourceOption } from './sources';

const option = (tab: SourceTab, key: string): SourceOption => ({ key, tab, label: key, source: ChannelSource.Streamer, channel: null });

describe('SourceDropdown', () => {
  it('names its tabs in the interface language, not in English (issue 16 item 27)', () => {
    const options = [option(SourceTab.Streamer, 'a'), option(SourceTab.Video, 'b'), option(SourceTab.Vocal, 'c')];
    render(<I18nextProvider i18n={createI18n('cn')}><SourceDropdown options={options} current={options[0]!} onSelect={() => {}} /></I18nextProvider>);
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      LOCALES.cn['source-tab-streamer'], LOCALES.cn['source-tab-video'], LOCALES.cn['source-tab-vocal'],
    ]);
  });
});
