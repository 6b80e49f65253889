// One page-size rule for every paginated list (see docs/product-rules.md): 10 per page by default,
// the reader may pick 10, 20, 30, 40, 50 or 100.
import { PAGE_SIZE_CHOICES, PAGE_SIZE_DEFAULT } from '@storefront/contracts';

export { PAGE_SIZE_CHOICES, PAGE_SIZE_DEFAULT };

/** A page size read from outside (URL, storage): one of the choices, else the default. */
export function pageSizeOrDefault(raw: unknown): number {
  const n = Number(raw);
  return (PAGE_SIZE_CHOICES as readonly number[]).includes(n) ? n : PAGE_SIZE_DEFAULT;
}

/** A page number read from outside: a whole number from 1 to 100 000, else 1. */
export function pageNumberOrFirst(raw: string | null): number {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
