// Endpoint names of one catalogue area, for typing a handler module against the catalogue.
import type { EndpointName, catalogueAreas } from '@storefront/contracts';

export type NamesOf<A extends keyof typeof catalogueAreas> = keyof (typeof catalogueAreas)[A] & EndpointName;
