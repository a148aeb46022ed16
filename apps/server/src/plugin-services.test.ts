import { describe, expect, it } from 'vitest';
import { servicesFor } from './plugin-services.ts';

interface Declared {
  sessions: { name: string };
  catalogue: { name: string };
}

const bag = {
  sessions: { name: 'sessions' },
  catalogue: { name: 'catalogue' },
  membersRepository: { name: 'repository' },
  database: { name: 'database' },
};

describe('servicesFor', () => {
  it('hands a plugin only the services it declares', () => {
    const sut = servicesFor<Declared>(bag)(['sessions', 'catalogue']);
    expect(Object.keys(sut).sort()).toEqual(['catalogue', 'sessions']);
    expect(sut.sessions).toBe(bag.sessions);
    // Not even by a cast does an undeclared service or repository show.
    const loose = sut as unknown as Record<string, unknown>;
    expect(loose.membersRepository).toBeUndefined();
    expect(loose.database).toBeUndefined();
    expect(Object.isFrozen(sut)).toBe(true);
  });

  it('refuses a name the bag does not hold', () => {
    expect(() => servicesFor<{ nothing: unknown }>(bag)(['nothing'])).toThrow(/no 'nothing'/);
  });

  it('needs every declared name (checked by the compiler)', () => {
    // @ts-expect-error: 'catalogue' is declared by the plugin but not listed
    const partial = servicesFor<Declared>(bag)(['sessions']);
    expect(Object.keys(partial)).toEqual(['sessions']);
  });
});
