import { UsageError } from './errors.js';

/** A choice a registry holds: its name, the other names it answers to, and one line saying what it is. */
export interface Named {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly description: string;
  /** What help says of it after its name, in brackets (`table (a selector per set of values)`). */
  readonly gloss?: string;
}

/** A registry's `auto`: a name that leaves the choice to the family, per use. */
export interface Auto<A extends string> {
  readonly name: A;
  readonly description: string;
  /** How help says it, name included (`auto (pairs)`). */
  readonly help: string;
}

/**
 * The choices of one kind (at-most-one encodings, sum encodings, SAT solvers, …), each under its
 * name, in the order help lists them: the one table from which their names' type, the command
 * line's choices, help and the docs' tables are derived. `auto`, where a kind has one that is no
 * entry of its own, is named first.
 */
export class Registry<T extends Named, K extends string, A extends string = never> {
  readonly entries: readonly T[];
  /** Every name a choice takes, `auto` first; aliases aside. */
  readonly names: readonly (A | K)[];

  constructor(
    /** What a refusal calls a choice: `sum encoding`. */
    readonly what: string,
    byName: { readonly [name in K]: T },
    readonly auto?: Auto<A>,
  ) {
    const entries = Object.entries(byName) as [K, T][];
    const misnamed = entries.find(([key, entry]) => key !== entry.name);
    if (misnamed) throw new Error(`the ${what} '${misnamed[1].name}' is registered as '${misnamed[0]}'`);
    this.entries = entries.map(([, entry]) => entry);
    this.names = [...(auto ? [auto.name] : []), ...entries.map(([key]) => key)];
  }

  /** The entry a name or an alias names. */
  find(name: string): T | undefined {
    return this.entries.find((e) => e.name === name || e.aliases.includes(name));
  }

  /** The entry a name or an alias names; an unknown name is refused with the names there are. */
  get(name: string): T {
    return this.find(name) ?? this.refuse(name);
  }

  /** A name's canonical form: an alias as its entry's name, `auto` as itself. */
  canonical(name: string): A | K {
    if (this.auto && name === this.auto.name) return this.auto.name;
    return this.get(name).name as K;
  }

  /** What a name's description says, `auto`'s included. */
  describe(name: string): string {
    return this.auto && name === this.auto.name ? this.auto.description : this.get(name).description;
  }

  /** Refuses an unknown name, listing the names there are (`more` adds to the list). */
  refuse(name: string, more = ''): never {
    throw new UsageError(`unknown ${this.what} '${name}': use ${this.names.join(', ')}${more}`);
  }

  /** The choices as help says them, `auto` last: `table (a selector per set of values)`, …, `auto (pairs)`. */
  glossed(): string[] {
    return [
      ...this.entries.map((e) => (e.gloss === undefined ? e.name : `${e.name} (${e.gloss})`)),
      ...(this.auto ? [this.auto.help] : []),
    ];
  }

  /** The choices as help lists them: `direct (…) or order (…)`, `a (…), b (…), or auto (…)`. */
  help(): string {
    const items = this.glossed();
    return items.length <= 2 ? items.join(' or ') : `${items.slice(0, -1).join(', ')}, or ${items.at(-1)}`;
  }
}

/** The names of a registry as a type. */
export type NameOf<R> = R extends Registry<Named, infer K, infer A> ? K | A : never;

/** A list of entries keyed by their names, their names' types kept: a registry of entries made from a list. */
export function byName<T extends Named>(list: readonly T[]): { [E in T as E['name']]: E } {
  return Object.fromEntries(list.map((e) => [e.name, e])) as { [E in T as E['name']]: E };
}
