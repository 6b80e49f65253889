// Configuration the server decides at run time (see docs/architecture.md), delivered by /runtime-config.js as
// `window.__STOREFRONT_CONFIG__`. Every field is optional: a missing file (vite dev without the
// plugin, or a bare static host) means same-origin defaults.
import { SEARCH_TYPES, type SearchType } from '@storefront/contracts';

export interface RuntimeConfig {
  /** Base URL of the user-behaviour collector; '' = same origin. */
  behaviourUrl: string;
  /** Where mobile user agents are sent (see docs/product-rules.md). */
  mobileSiteUrl: string;
  /** The customer-service chat page the footer and side panel open. */
  chatUrl: string;
  /** Search types shown in the header's type selector (docs/product-rules.md: each only if enabled). */
  enabledSearchTypes: SearchType[];
}

declare global {
  interface Window {
    __STOREFRONT_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const ALL_SEARCH_TYPES = Object.values(SEARCH_TYPES) as SearchType[];

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value.replace(/\/+$/, '') : fallback;

export function readRuntimeConfig(
  raw: unknown = typeof window === 'undefined' ? undefined : window.__STOREFRONT_CONFIG__,
): RuntimeConfig {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const types = Array.isArray(given.enabledSearchTypes)
    ? ALL_SEARCH_TYPES.filter((type) => (given.enabledSearchTypes as unknown[]).map(Number).includes(type))
    : ALL_SEARCH_TYPES;
  return {
    behaviourUrl: text(given.behaviourUrl, ''),
    mobileSiteUrl: text(given.mobileSiteUrl, '') || '/m',
    chatUrl: text(given.chatUrl, '') || '/__mock/chat',
    enabledSearchTypes: types.length > 0 ? types : ALL_SEARCH_TYPES,
  };
}

/** Read once at start-up; the page never changes it. */
export const runtimeConfig: RuntimeConfig = readRuntimeConfig();
