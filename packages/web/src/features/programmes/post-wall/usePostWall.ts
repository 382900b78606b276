import { useQuery } from '@tanstack/react-query';
import { GetPostWall } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** GET /Streamer/GetPostWall for one streamer (approved posts whose publish time has come). */
export function usePostWall(streamerId: number, language: string) {
  return useQuery({
    queryKey: ['GetPostWall', streamerId, language],
    queryFn: ({ signal }) => callApi(GetPostWall, { Id: streamerId, UserLanguage: language }, { signal }),
    staleTime: 60_000,
    select: (r) => r.Posts,
  });
}
