// The consumer checks with the kit loaded by require (Jest's default CommonJS runtime).
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS consumer requires the kit on purpose */
const kit = require('@storefront/mock-api/kit');
const defineShopChecks = require('./shop-checks.cjs');

defineShopChecks(kit);
