// What a page module exports. The route table loads it lazily, by route name.
import type { SpaRouteName } from '@storefront/contracts';
import type { ComponentType } from 'react';
import type { PageHandle } from '../../ui/page-handle/page-handle';

export type { PageHandle };

export interface PageModule {
  default: ComponentType;
  handle?: PageHandle;
}

export type PageImporter = () => Promise<PageModule>;

/** One entry per route name whose real page exists; the rest render the placeholder page. */
export type PageRegistry = Partial<Record<SpaRouteName, PageImporter>>;
