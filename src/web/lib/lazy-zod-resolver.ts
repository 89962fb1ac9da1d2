import type { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";

type Schema = Parameters<typeof zodResolver>[0];

/**
 * `zodResolver(schema)` whose schema module and zod load on first use, not with the page: zod and
 * the shared schemas (built when their module runs) are most of the login page's script otherwise
 * (docs/decisions/0002-landing-bundle.md). `preload` starts loading (the form calls it on focus);
 * the first validation waits for it.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<Schema>,
): Resolver<T> & { preload: () => void } {
  let resolver: Promise<Resolver<T>> | undefined;
  const load = () => {
    resolver ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([resolvers, schema]) => resolvers.zodResolver(schema) as unknown as Resolver<T>,
    );
    resolver.catch(() => {
      resolver = undefined;
    });
    return resolver;
  };
  const resolve: Resolver<T> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolve, { preload: () => void load() });
}
