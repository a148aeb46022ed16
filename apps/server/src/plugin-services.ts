/** Names of `S`'s keys that `K` leaves out: `never` when the list is complete. */
type Missing<S, K extends readonly PropertyKey[]> = Exclude<keyof S, K[number]>;

/**
 * The services a feature plugin declares, taken from the composition root's bag: `servicesFor<S>(bag)`
 * takes the names of every key of the plugin's interface `S` (the compiler names any missing one) and
 * returns a new object holding only those. A plugin registered with it cannot reach another service,
 * a repository or the database, not even through `any`.
 */
export function servicesFor<S>(bag: object) {
  return <const K extends readonly (keyof S & string)[]>(
    names: K & ([Missing<S, K>] extends [never] ? unknown : { missingServices: Missing<S, K> }),
  ): Pick<S, K[number]> => {
    const source = bag as Record<string, unknown>;
    const picked: Record<string, unknown> = {};
    for (const name of names) {
      if (!(name in source)) throw new Error(`the services bag has no '${name}'`);
      picked[name] = source[name];
    }
    return Object.freeze(picked) as Pick<S, K[number]>;
  };
}
