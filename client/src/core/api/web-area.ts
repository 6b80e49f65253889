// Province/city/area data (see docs/product-rules.md): fetched once, cached in session storage; a failed lookup is
// ignored silently (see docs/wire.md) and yields null.
import { STORAGE_KEYS, type ResultOf } from '@storefront/contracts';
import { storageGetJson, storageSet } from '../state/web-storage';
import { call } from './call';

export type WebArea = ResultOf<'getWebArea'>;

const isWebArea = (value: unknown): value is WebArea =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as WebArea).provinces) &&
  typeof (value as WebArea).city === 'object';

let inFlight: Promise<WebArea | null> | null = null;

export function loadWebArea(): Promise<WebArea | null> {
  const cached = storageGetJson('session', STORAGE_KEYS.areaCache, isWebArea);
  if (cached) return Promise.resolve(cached);
  inFlight ??= call('getWebArea')
    .then((area) => {
      storageSet('session', STORAGE_KEYS.areaCache, JSON.stringify(area));
      return area;
    })
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
