// Pages of login, account and buying (issue 9). Register each page here by its SPA_ROUTES name:
//   UserLogin: () => import('../../features/account/user-login-page'),
// A route without an entry renders the placeholder page.
import type { PageRegistry } from '../router/page-module';

export const accountPages: PageRegistry = {};
