import { describe, expect, it } from 'vitest';
import { BrandMigrationError, migrateBrandFile, type BrandMigration } from './migrations.ts';

const chain: BrandMigration[] = [
  {
    from: 1,
    summary: 'menu became an object with an order',
    migrate: ({ menu, ...rest }) => ({ ...rest, menu: { order: menu ?? [] } }),
  },
  {
    from: 2,
    summary: 'theme.dark became theme.default',
    migrate: ({ theme, ...rest }) => ({
      ...rest,
      theme: { default: (theme as { dark?: boolean })?.dark ? 'dark' : 'light' },
    }),
  },
];

describe('migrateBrandFile', () => {
  it('applies every step from the declared version up to the target, in order', () => {
    const migrated = migrateBrandFile(
      { schemaVersion: 1, id: 'x', menu: ['home'], theme: { dark: true } },
      chain,
      3,
    );
    expect(migrated).toEqual({
      schemaVersion: 3,
      id: 'x',
      menu: { order: ['home'] },
      theme: { default: 'dark' },
    });
  });

  it('starts from the declared version', () => {
    expect(migrateBrandFile({ schemaVersion: 2, theme: { dark: false } }, chain, 3)).toEqual({
      schemaVersion: 3,
      theme: { default: 'light' },
    });
  });

  it('leaves a current file as it is', () => {
    expect(migrateBrandFile({ schemaVersion: 3, id: 'x' }, chain, 3)).toEqual({
      schemaVersion: 3,
      id: 'x',
    });
  });

  it('refuses a file newer than the engine', () => {
    expect(() => migrateBrandFile({ schemaVersion: 4 }, chain, 3)).toThrow(
      /newer than this engine/,
    );
  });

  it('refuses a gap in the chain', () => {
    expect(() => migrateBrandFile({ schemaVersion: 1 }, [chain[1]!], 3)).toThrow(
      BrandMigrationError,
    );
  });

  it('lets a child inherit its version but requires one on a root brand', () => {
    expect(migrateBrandFile({ extends: 'base', id: 'x' }, chain, 3)).toEqual({
      extends: 'base',
      id: 'x',
    });
    expect(() => migrateBrandFile({ id: 'x' }, chain, 3)).toThrow(/schemaVersion/);
  });
});
