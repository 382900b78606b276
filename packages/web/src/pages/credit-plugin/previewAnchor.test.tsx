import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../shared/navigation';
import { describe, expect, it } from 'vitest';
import { DataParamGate, DataParamOverride, encodeDataParam, useDataParam } from '../../shared/data-param';
import { previewAnchor } from './previewAnchor';

describe('credit plugin preview anchor (schedule spec: "takes the anchor from the query")', () => {
  it.each([
    { q: 'isPreview=true&anchorId=12', data: {}, want: 12 },
    { q: 'isPreview=TRUE&AnchorId=7', data: {}, want: 7 },
    { q: 'anchorId=12', data: { IsPreview: true }, want: 12 },
    { q: 'anchorId=12', data: {}, want: null },
    { q: 'isPreview=true&anchorId=abc', data: {}, want: null },
    { q: 'isPreview=true', data: {}, want: null },
  ])('$q → $want', ({ q, data, want }) => {
    expect(previewAnchor(new URLSearchParams(q), data)).toBe(want);
  });

  it("the page's parts read the query's anchor through the override", () => {
    function Show() {
      const { data } = useDataParam();
      return <p data-testid="anchor">{String(data.AnchorId)}</p>;
    }
    const raw = encodeDataParam({ Token: 't', MatchId: 900, AnchorId: 3 });
    render(
      <MemoryRouter initialEntries={[`/creditplugin?data=${encodeURIComponent(raw)}`]}>
        <DataParamGate policy="token-required">
          <DataParamOverride patch={{ AnchorId: 12 }}><Show /></DataParamOverride>
        </DataParamGate>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('anchor').textContent).toBe('12');
  });
});
