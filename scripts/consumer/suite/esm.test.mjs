// The consumer checks with the kit loaded as an ES module (Jest with --experimental-vm-modules).
import * as kit from '@storefront/mock-api/kit';
import defineShopChecks from './shop-checks.cjs';

defineShopChecks(kit);
