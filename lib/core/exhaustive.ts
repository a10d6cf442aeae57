/**
 * Tables and choices over a closed list of names (report kinds, measured kinds) that the compiler holds complete: a
 * name the table lacks is a type error where the table is written, and `Missing` (never, unless given) where it is
 * read, so adding a name makes the compiler name each place to fill, and only those.
 */
export type EveryEntry<Name extends string, T extends Record<Name, unknown>, Missing = never> = {
  [K in Name]: K extends keyof T ? T[K] : Missing;
};

/** Where a choice over the names ends: a name no branch took is a type error here. */
export function unhandled(what: string, name: never): never {
  throw new Error(`No branch for the ${what} ${String(name)}`);
}
