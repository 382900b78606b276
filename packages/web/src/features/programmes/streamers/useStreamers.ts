import { useQuery } from '@tanstack/react-query';
import { GetStreamerDetail, GetStreamerList } from '@sideline/protocol';
import type { AnchorLanguage } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { streamerLanguagesFor } from './streamerModel';

/** GET /Streamer/GetStreamerList for the chosen language (active streamers only). */
export function useStreamerList(language: AnchorLanguage) {
  return useQuery({
    queryKey: ['GetStreamerList', language],
    queryFn: ({ signal }) => callApi(GetStreamerList, { StreamerLanguage: streamerLanguagesFor(language), Status: true }, { signal }),
    staleTime: 60_000,
    select: (r) => r.StreamerDtos,
  });
}

/** GET /Streamer/GetStreamerDetail for one streamer; null id disables it. */
export function useStreamerDetail(id: number | null) {
  return useQuery({
    queryKey: ['GetStreamerDetail', id],
    queryFn: ({ signal }) => callApi(GetStreamerDetail, { Id: id ?? 0 }, { signal }),
    enabled: id !== null,
    retry: false,
    staleTime: 60_000,
    select: (r) => r.StreamerDetailDto,
  });
}
