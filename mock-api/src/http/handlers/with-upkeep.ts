// The buying-side handlers run the domain's upkeep first (domain/upkeep.ts): the demo account
// exists and the time-driven steps that fell due are applied before the handler reads anything.
import { upkeep } from '../../domain/upkeep.js';
import type { HandlerContext } from '../api/handler-types.js';

/** Wraps an area's handlers so each runs upkeep first; the map keeps its exact type. */
export function withUpkeep<M extends Record<string, (input: never, ctx: HandlerContext) => unknown>>(
  handlers: M,
): M {
  const wrapped: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    wrapped[name] = (input: never, ctx: HandlerContext) => {
      // Its own savepoint: a refused request keeps the due steps that ran before it.
      ctx.store.atomic(() => upkeep(ctx));
      return handler(input, ctx);
    };
  }
  return wrapped as M;
}
