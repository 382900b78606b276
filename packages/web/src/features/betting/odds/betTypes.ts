import { useQuery } from '@tanstack/react-query';
import { GetAllSportBetType } from '@sideline/protocol';
import type { SportBetType } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** GET /GetAllSportBetType, loaded once at start-up with the other store-level fetches (schedule spec section 7). */
export function sportBetTypesQuery() {
  return {
    queryKey: ['GetAllSportBetType'] as const,
    queryFn: () => callApi(GetAllSportBetType, {}),
    staleTime: Infinity,
    retry: false,
  };
}

/** The bet type names per sport, as loaded at start-up (fetched here when the page skipped it). */
export function useSportBetTypes(): readonly SportBetType[] {
  return useQuery(sportBetTypesQuery()).data?.SportBetTypes ?? [];
}

/** A ticket's bet type name: the one it carries, else the name GetAllSportBetType gives its sport and bet type. */
export function betTypeNameOf(types: readonly SportBetType[], ticket: { SportType: number; BetType: number; BetTypeName?: string | null }): string {
  if (ticket.BetTypeName && ticket.BetTypeName.trim()) return ticket.BetTypeName;
  return types.find((t) => t.SportType === ticket.SportType && t.BetType === ticket.BetType)?.BetTypeName ?? '';
}
