import { useQuery } from '@tanstack/react-query';
import { VerifyLicenseeToken } from '@sideline/protocol';
import { callApi, isApiError } from '../api';

/**
 * POST /VerifyLicenseeToken for the data parameter's token (licensee start-up, spec section 4).
 * Not retried on an HTTP or envelope answer: BadRequest sends the page to /NotFoundPage.
 */
export function useVerifyToken(token: string | undefined) {
  return useQuery({
    queryKey: ['VerifyLicenseeToken', token],
    queryFn: ({ signal }) => callApi(VerifyLicenseeToken, { Token: token ?? '' }, { signal }),
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: (failureCount, error) =>
      !(isApiError(error) && (error.kind === 'http' || error.kind === 'envelope' || error.kind === 'parse')) && failureCount < 1,
  });
}
