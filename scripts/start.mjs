// `npm start`: builds the storefront and the platform when a build is missing or older than its
// sources, then starts the built platform (which serves every brand by host name on embedded
// PGlite unless DATABASE_URL is set). `--watch` (`npm run dev`) rebuilds the storefront (browser
// and server builds) on change and runs the platform's sources, restarted on change.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { builtPlatformArgs } from './built-platform.ts';

const root = new URL('..', import.meta.url).pathname;
const watch = process.argv.includes('--watch');
const builds = [join(root, 'dist/storefront/index.html'), join(root, 'dist/platform/main.js')];
const sources = [
  'app',
  'engine',
  'widgets',
  'schemas',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.server.config.ts',
  'platform',
  'vite.platform.config.ts',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const built = Math.min(...builds.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (sources.some((s) => newest(join(root, s)) > built)) {
  console.log('Building the storefront and the platform...');
  run(['run', 'build', '--silent']);
}

const children = [];
if (watch) {
  children.push(
    spawn('npx', ['vite', 'build', '--watch', '--mode', 'development'], {
      cwd: root,
      stdio: 'inherit',
    }),
    // The server build too, so the pages the platform renders match the browser's code.
    spawn('npm', ['run', 'build:server', '--silent', '--', '--watch', '--mode', 'development'], {
      cwd: root,
      stdio: 'inherit',
    }),
  );
  children.push(
    spawn(process.execPath, ['--watch', 'platform/main.ts'], { cwd: root, stdio: 'inherit' }),
  );
} else {
  children.push(spawn(process.execPath, builtPlatformArgs, { cwd: root, stdio: 'inherit' }));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
children[children.length - 1].on('exit', (code) => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(code ?? 0);
});
