// Writes .br and .gz siblings of the built storefront's text assets, so the platform serves
// them precompressed (smallest files, no compression work per request).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../dist/storefront/', import.meta.url).pathname;
const compressible = /\.(js|css|svg|json|html|txt|map)$/;
let count = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name) && name !== 'index.html') {
      const data = readFileSync(path);
      if (data.length < 512) continue;
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
      );
      count += 1;
    }
  }
}

walk(root);
console.log(`precompressed ${count} files`);
