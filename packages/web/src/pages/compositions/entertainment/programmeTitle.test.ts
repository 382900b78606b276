import { describe, expect, it } from 'vitest';
import type { EntertainmentProgramme } from '@sideline/protocol';
import { programmeTitle } from './programmeTitle';

const p = (EventId: number, Title: string): EntertainmentProgramme => ({
  EventId, Title, Status: 1, OpenTime: '2026-11-24T20:00:00', AnchorId: 1, StreamerName: 'Streamer Sam', ImageUrl: null, Tags: [], Language: 'en', LayoutType: 0,
});

describe('programmeTitle (issue 16 item 30)', () => {
  it("the data parameter's Title first, else the programme's own title, never the streamer name", () => {
    expect(programmeTitle('Friday Show', [p(7, 'Other')], 7)).toBe('Friday Show');
    expect(programmeTitle(undefined, [p(6, 'Six'), p(7, 'Late Night Talk')], 7)).toBe('Late Night Talk');
    expect(programmeTitle('', [], 7)).toBeNull();
  });
});
