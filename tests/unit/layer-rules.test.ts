import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../platform/kernel/paths.ts';

const eslint = new ESLint({ cwd: repoRoot });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer rules', () => {
  it('stops a widget importing another widget', async () => {
    const found = await problems(
      'widgets/header/bad.ts',
      "export { footer } from '../footer/index.ts';\n",
    );
    expect(found.join('\n')).toMatch(/no-restricted-paths.*Widgets never import each other/);
  });

  it('lets a widget import the ui kit and the engine', async () => {
    const found = await problems(
      'widgets/header/good.ts',
      "export { Icon } from '../ui/icons.tsx';\nexport { useBrand } from '../../engine/render/brand-context.tsx';\n",
    );
    expect(found.filter((p) => p.includes('no-restricted-paths'))).toEqual([]);
  });

  it('stops the engine importing widgets, and engine/core importing React', async () => {
    expect(
      (
        await problems(
          'engine/render/bad.ts',
          "export { widgets } from '../../widgets/registry.ts';\n",
        )
      ).join('\n'),
    ).toMatch(/never imports widgets/);
    expect(
      (await problems('engine/core/bad.ts', "export { useState } from 'react';\n")).join('\n'),
    ).toMatch(/engine\/core has no React/);
  });

  it('stops the platform importing React or browser layers', async () => {
    expect(
      (await problems('platform/bad.ts', "export { createElement } from 'react';\n")).join('\n'),
    ).toMatch(/never import React/);
    expect(
      (await problems('platform/bad2.ts', "export { http } from '../engine/api/http.ts';\n")).join(
        '\n',
      ),
    ).toMatch(/only schemas and engine\/core/);
  });

  it('stops the platform kernel importing feature code', async () => {
    expect(
      (
        await problems(
          'platform/kernel/jobs/bad.ts',
          "export { deleteExpiredSessions } from '../../modules/accounts/sessions.ts';\n",
        )
      ).join('\n'),
    ).toMatch(/kernel imports no feature code/);
    expect(
      (
        await problems(
          'platform/kernel/jobs/good.ts',
          "export type { Clock } from '../clock.ts';\n",
        )
      ).filter((p) => p.includes('no-restricted-paths')),
    ).toEqual([]);
  });

  it('lets platform code reach a feature module only through its index.ts', async () => {
    const lint = async (file: string, from: string) =>
      (await problems(file, `export * from '${from}';\n`)).join('\n');
    expect(await lint('platform/bad.ts', './modules/ledger/seamless.ts')).toMatch(
      /through its index.ts/,
    );
    expect(await lint('platform/modules/play/bad.ts', '../ledger/seamless.ts')).toMatch(
      /ledger module through its index.ts/,
    );
    expect(await lint('platform/modules/accounts/routes/bad.ts', '../../play/tables.ts')).toMatch(
      /play module through its index.ts/,
    );
    expect(await lint('tests/bad.ts', '../platform/modules/catalog/store.ts')).toMatch(
      /through its index.ts/,
    );
    expect(await lint('scripts/bad.ts', '../platform/modules/ledger/entries.ts')).toMatch(
      /through its index.ts/,
    );
    expect(await lint('platform/kernel/jobs/bad.ts', '../../modules/ledger/index.ts')).toMatch(
      /kernel imports no feature code/,
    );
    expect(await lint('platform/good.ts', './modules/ledger/index.ts')).not.toMatch(
      /no-restricted-paths/,
    );
    expect(await lint('platform/modules/play/good.ts', '../ledger/index.ts')).not.toMatch(
      /no-restricted-paths/,
    );
    // A tables file may name another module's tables for its foreign keys.
    expect(await lint('platform/modules/play/tables.ts', '../accounts/tables.ts')).not.toMatch(
      /no-restricted-paths/,
    );
    expect(await lint('platform/modules/ledger/good.ts', './entries.ts')).not.toMatch(
      /no-restricted-paths/,
    );
  });

  it('keeps AJV and jotai behind their seams in browser code', async () => {
    expect(
      (await problems('widgets/footer/bad.ts', "export { Ajv } from 'ajv';\n")).join('\n'),
    ).toMatch(/AJV stays out/);
    expect(
      (await problems('widgets/footer/bad2.ts', "export { atom } from 'jotai';\n")).join('\n'),
    ).toMatch(/one jotai seam/);
  });

  it('stops schemas importing the engine', async () => {
    expect(
      (
        await problems(
          'schemas/bad.ts',
          "export { mergeBrand } from '../engine/core/brand/merge.ts';\n",
        )
      ).join('\n'),
    ).toMatch(/lowest layer/);
  });
});
