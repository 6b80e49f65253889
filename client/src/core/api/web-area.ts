// Province/city/area data (see docs/product-rules.md): fetched once, cached in session storage.
// fetchWebArea lets a failed lookup throw (a picker that says so and offers 重试); loadWebArea
// yields null instead, for callers that carry on without the names (see docs/wire.md).
import { STORAGE_KEYS, type ResultOf } from '@storefront/contracts';
import { storageGetJson, storageSet } from '../state/web-storage';
import { call } from './call';

export type WebArea = ResultOf<'getWebArea'>;

const isWebArea = (value: unknown): value is WebArea =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as WebArea).provinces) &&
  typeof (value as WebArea).city === 'object';

let inFlight: Promise<WebArea> | null = null;

export function fetchWebArea(): Promise<WebArea> {
  const cached = storageGetJson('session', STORAGE_KEYS.areaCache, isWebArea);
  if (cached) return Promise.resolve(cached);
  inFlight ??= call('getWebArea')
    .then((area) => {
      storageSet('session', STORAGE_KEYS.areaCache, JSON.stringify(area));
      return area;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export const loadWebArea = (): Promise<WebArea | null> => fetchWebArea().catch(() => null);
