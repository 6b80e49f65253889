// Province → city → area data for the region pickers: one fetch per session (cached in session
// storage by loadWebArea), never refetched while the page lives. null when it could not be loaded.
import { useQuery } from '@tanstack/react-query';
import { apiKey } from '../api/query';
import { loadWebArea } from '../api/web-area';

export const useRegions = () =>
  useQuery({ queryKey: apiKey('getWebArea'), queryFn: loadWebArea, staleTime: Infinity, gcTime: Infinity });
