import { useQuery } from '@tanstack/react-query';
import { GetEntertainmentPrograms, ProgramType } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** POST /Entertainment/Streamer/GetEntertainmentPrograms (Widget and ProgramType headers). */
export function useProgrammes(enabled: boolean, exclusiveStreamerType: number | null) {
  return useQuery({
    queryKey: ['GetEntertainmentPrograms', exclusiveStreamerType],
    queryFn: ({ signal }) =>
      callApi(GetEntertainmentPrograms, { ExclusiveStreamerType: exclusiveStreamerType }, {
        signal, headers: { Widget: 'true', ProgramType: String(ProgramType.Entertainment) },
      }),
    enabled,
    staleTime: 10_000,
    select: (r) => r.StreamerProgramSchedule,
  });
}
