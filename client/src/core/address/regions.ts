// Province → city → area data for the region pickers: one fetch per session (cached in session
// storage by loadWebArea), never refetched while the page lives. null when it could not be loaded.
import { useQuery } from '@tanstack/react-query';
import { apiKey } from '../api/query';
import { fetchWebArea, loadWebArea } from '../api/web-area';

export const useRegions = () =>
  useQuery({ queryKey: apiKey('getWebArea'), queryFn: loadWebArea, staleTime: Infinity, gcTime: Infinity });

/** The same data for a picker that shows a failure: the error stays (no retries) until `refetch`. */
export const useRegionsOrError = () =>
  useQuery({
    queryKey: [...apiKey('getWebArea'), 'or-error'],
    queryFn: fetchWebArea,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
