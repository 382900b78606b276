import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../../../shared/navigation';
import { useQuery } from '@tanstack/react-query';
import { GetFeatureSetting, toLanguage } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { useDataParam } from '../../../shared/data-param';
import { STREAMER_LANGUAGES } from '../streamers/streamerModel';

/** Content languages of the schedule tab's picker. */
export const SCHEDULE_LANGUAGES: readonly string[] = ['all', 'vn', 'th', 'cn', 'id', 'en', 'ph'];

/** Display settings of the topic page with their defaults; the data parameter is merged over them. */
export interface TopicPageState {
  UserLanguage: string;
  ExclusiveStreamerType: number | null;
  /** Whether the Streamer tab may show; absent → the site's EnabledStreamerTab setting. */
  IsShowStreamerTab?: boolean;
  /** Whether the Events button may show; absent → the site's EnabledPromotionEntry setting. */
  IsShowEvents?: boolean;
  [key: string]: unknown;
}

export type TopicTab = 'schedule' | 'streamer';

function useFlag(name: 'EnabledStreamerTab' | 'EnabledPromotionEntry', skip: boolean): boolean {
  const q = useQuery({
    queryKey: ['GetFeatureSetting', name],
    queryFn: ({ signal }) => callApi(GetFeatureSetting, { Name: name }, { signal }),
    enabled: !skip,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return q.data?.Data === true;
}

/**
 * The topic page's state: the data parameter merged into the defaults, the active tab (the
 * `tab` query value; Streamer only when allowed, the two are exclusive), the events entry and
 * the content-language filter, whose list becomes All, VN, TH, CN, ID, PH on the Streamer tab.
 */
export function useTopicPage() {
  const { data } = useDataParam();
  const [params, setParams] = useSearchParams();
  const state = useMemo<TopicPageState>(
    () => ({ ExclusiveStreamerType: null, ...data, UserLanguage: toLanguage(data.UserLanguage ?? 'en') }) as TopicPageState,
    [data],
  );
  const streamerFlag = useFlag('EnabledStreamerTab', typeof state.IsShowStreamerTab === 'boolean');
  const eventsFlag = useFlag('EnabledPromotionEntry', typeof state.IsShowEvents === 'boolean');
  const streamerAllowed = typeof state.IsShowStreamerTab === 'boolean' ? state.IsShowStreamerTab : streamerFlag;
  const eventsAllowed = typeof state.IsShowEvents === 'boolean' ? state.IsShowEvents : eventsFlag;
  const tab: TopicTab = params.get('tab') === 'streamer' && streamerAllowed ? 'streamer' : 'schedule';
  const languages: readonly string[] = tab === 'streamer' ? STREAMER_LANGUAGES : SCHEDULE_LANGUAGES;
  const [language, setLanguage] = useState('all');
  useEffect(() => {
    if (!languages.includes(language)) setLanguage('all');
  }, [languages, language]);
  const setTab = useCallback(
    (next: TopicTab) =>
      setParams((p) => {
        const copy = new URLSearchParams(p);
        if (next === 'streamer') copy.set('tab', 'streamer');
        else copy.delete('tab');
        return copy;
      }),
    [setParams],
  );
  return { state, tab, setTab, streamerAllowed, eventsAllowed, languages, language: languages.includes(language) ? language : 'all', setLanguage };
}
