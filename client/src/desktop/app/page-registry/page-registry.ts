import type { PageRegistry } from '../router/page-module';
import { accountPages } from './account-pages';
import { browsingPages } from './browsing-pages';
import { contentPages } from './content-pages';
import type { PageModule } from '../router/page-module';

export const pageRegistry: PageRegistry = { ...browsingPages, ...contentPages, ...accountPages };

/** Page404 belongs to the shell: the catch-all route and /page404 both render it. */
export const loadPage404 = (): Promise<PageModule> => import('./page404-page');
export const loadPlaceholderPage = (): Promise<PageModule> => import('./placeholder-page');
