// Pages of content, community, sections and static/partner pages (issue 8, BROWSE-B), by their
// SPA_ROUTES name. Each is a lazy chunk of its feature.
import type { PageRegistry } from '../router/page-module';

export const contentPages: PageRegistry = {
  Cooperation: () => import('../../features/cooperation/cooperation-page'),
  About: () => import('../../features/about/about-page'),
  Contact: () => import('../../features/about/contact-page'),
  SignProtocol: () => import('../../features/agreement/sign-protocol-page'),
};
