// Endpoint names per catalogue area, for typing the buying side's handler maps.
import type { catalogueAreas } from '@storefront/contracts';

export type AreaNames<A extends keyof typeof catalogueAreas> = keyof (typeof catalogueAreas)[A] & string;
