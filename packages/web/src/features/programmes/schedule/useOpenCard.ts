import { useCallback, useMemo } from 'react';
import { useNavigate } from '../../../shared/navigation';
import { CheckProgramStatus, ProgramType, ScheduleDataType } from '@sideline/protocol';
import type { ScheduleItem } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { encodeDataParam } from '../../../shared/data-param';
import { createClickLock } from './clickLock';
import type { ClickLock } from './clickLock';

/** Where a card opens, with the topic page's data parameter carried along. */
export function cardTarget(item: ScheduleItem, pageData: Record<string, unknown>): string {
  const isMatch = item.DataType === ScheduleDataType.Match;
  const data = {
    ...pageData,
    MatchId: isMatch ? item.MatchId : (item.EventId ?? item.MatchId),
    AnchorId: item.AnchorId,
    AnchorLanguage: item.Language,
    StreamerName: item.AnchorName,
    Title: isMatch ? `${item.HomeTeam ?? ''} vs ${item.AwayTeam ?? ''}` : item.Title,
    LayoutType: item.LayoutType,
    ProgramType: isMatch ? ProgramType.Match : ProgramType.Entertainment,
  };
  const path = isMatch ? '/licensee' : '/entertainmentplugin';
  return `${path}?data=${encodeURIComponent(encodeDataParam(data))}`;
}

/**
 * Opening a card: at most one open per 2 s; a match opens the licensee page; an entertainment
 * card stays locked while its status check (CheckProgramStatus) runs and opens only if open.
 */
export function useOpenCard(pageData: Record<string, unknown>, lock?: ClickLock) {
  const navigate = useNavigate();
  const clickLock = useMemo(() => lock ?? createClickLock(), [lock]);
  return useCallback(
    (item: ScheduleItem) => {
      if (!clickLock.tryAcquire()) return;
      if (item.DataType === ScheduleDataType.Match) {
        void navigate(cardTarget(item, pageData));
        return;
      }
      if (item.EventId === null) return;
      clickLock.hold();
      void callApi(CheckProgramStatus, { EventId: item.EventId })
        .then((r) => {
          if (r.IsOpen) void navigate(cardTarget(item, pageData));
        })
        .catch((e: unknown) => console.info('CheckProgramStatus failed', e))
        .finally(() => clickLock.release());
    },
    [clickLock, navigate, pageData],
  );
}
