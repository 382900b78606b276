import { useQuery } from '@tanstack/react-query';
import type { SportBetType } from '@sideline/protocol';
import { sportBetTypesQuery } from './sportBetTypesQuery';

export { sportBetTypesQuery };

/** The bet type names per sport, as loaded at start-up (fetched here when the page skipped it). */
export function useSportBetTypes(): readonly SportBetType[] {
  return useQuery(sportBetTypesQuery()).data?.SportBetTypes ?? [];
}

/** A ticket's bet type name: the one it carries, else the name GetAllSportBetType gives its sport and bet type. */
export function betTypeNameOf(types: readonly SportBetType[], ticket: { SportType: number; BetType: number; BetTypeName?: string | null }): string {
  if (ticket.BetTypeName && ticket.BetTypeName.trim()) return ticket.BetTypeName;
  return types.find((t) => t.SportType === ticket.SportType && t.BetType === ticket.BetType)?.BetTypeName ?? '';
}
