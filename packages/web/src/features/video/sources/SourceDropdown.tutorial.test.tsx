import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ChannelSource, SourceTab } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import { SourceDropdown } from './SourceDropdown';

describe('the source switch', () => {
  it('is a toolbar item the tutorial\'s step 1 highlights (issue 16 item 6: shell TUTORIAL_TARGET_ATTR "toolbar")', () => {
    const option = { key: 'anchor-1', source: ChannelSource.Streamer, tab: SourceTab.Streamer, label: 'Linh', channel: null };
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <SourceDropdown options={[option]} current={option} onSelect={() => undefined} />
      </I18nextProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Source: Linh' });
    expect(toggle.getAttribute('data-tutorial-target')).toBe('toolbar');
  });
});
