import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GetStreamerScheduleInfo, GetWebBannerUrl } from '@sideline/protocol';
import type { LivePrograms, ScheduleItem } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { applyLivePrograms } from './cardStatus';

/**
 * The topic page schedule: POST /Streamer/GetStreamerScheduleInfo (IsSchedule header), then
 * kept current by live pushes (`applyPush`), which move cards to Running/Live and End.
 */
export function useSchedule(userLanguage: string, exclusiveStreamerType: number | null) {
  const query = useQuery({
    queryKey: ['GetStreamerScheduleInfo', userLanguage, exclusiveStreamerType],
    queryFn: ({ signal }) =>
      callApi(GetStreamerScheduleInfo, { UserLanguage: userLanguage, ExclusiveStreamerType: exclusiveStreamerType }, {
        signal, headers: { IsSchedule: 'true' },
      }),
    staleTime: 30_000,
  });
  const [items, setItems] = useState<ScheduleItem[]>([]);
  useEffect(() => {
    if (query.data) setItems(query.data.StreamerScheduleInfoDtos);
  }, [query.data]);
  const applyPush = useCallback((push: LivePrograms) => setItems((prev) => applyLivePrograms(prev, push)), []);
  return { items, isPending: query.isPending, isError: query.isError, refetch: query.refetch, applyPush };
}

/** GET /Streamer/GetWebBannerUrl: the mobile and desktop banner (errors are only logged). */
export function useWebBanner(userLanguage: string) {
  return useQuery({
    queryKey: ['GetWebBannerUrl', userLanguage],
    queryFn: ({ signal }) => callApi(GetWebBannerUrl, { userLanguage }, { signal }),
    staleTime: 5 * 60_000,
  });
}
