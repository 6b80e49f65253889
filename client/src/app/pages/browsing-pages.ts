// Pages of the browsing side (issue 8). Register each page here by its SPA_ROUTES name:
//   Home: () => import('../../features/home/home-page'),
// A route without an entry renders the placeholder page.
import type { PageRegistry } from '../router/page-module';

export const browsingPages: PageRegistry = {};
