import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from './harness.ts';
import { writeDump } from './pglite-template.ts';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.splice(0)) step();
});

describe('the test database template', () => {
  it('writes a dump whole or not at all', async () => {
    const dir = tempDir();
    cleanup.push(() => dir.dispose());
    const file = join(dir.path, 'nested', 'dump.tar');
    await writeDump(file, new Blob(['abc']));
    expect(readFileSync(file, 'utf8')).toBe('abc');
    expect(existsSync(`${file}.${process.pid}`)).toBe(false);
  });
});
