// The SMS code field rule (6 digits) is the contracts' one, the same as the mock's request schema.
export { validateSmsCode } from '@storefront/contracts';
