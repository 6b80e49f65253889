// How a business rule says no. The domain throws a Refusal; the HTTP layer answers it with code
// '02' and this Chinese message (http/api/register.ts), the admin routes and scenarios report it.
export class Refusal extends Error {
  /** What was written before refusing is kept (a wrong SMS code still counts as a try). */
  readonly keepChanges: boolean;
  constructor(message: string, options: { keepChanges?: boolean } = {}) {
    super(message);
    this.name = 'Refusal';
    this.keepChanges = options.keepChanges ?? false;
  }
}

export function refuse(message: string): never {
  throw new Refusal(message);
}

/** The one answer for "not found" and "not yours", so ids of other users' resources leak nothing. */
export const NOT_YOURS = '无权操作';

/** Returns the row when it exists and belongs to uid; otherwise refuses without saying which. */
export function ownedOrRefuse<T extends { uid: number }>(row: T | undefined, uid: number): T {
  if (!row || row.uid !== uid) refuse(NOT_YOURS);
  return row;
}
