// `npm start`: builds the storefront when it is missing or older than its sources, then starts
// the platform (which serves every brand by host name on embedded PGlite unless DATABASE_URL is
// set). `--watch` rebuilds the storefront (browser and server builds) on change and restarts the platform on change.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const watch = process.argv.includes('--watch');
const built = join(root, 'dist/storefront/index.html');
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

if (!existsSync(built) || sources.some((s) => newest(join(root, s)) > statSync(built).mtimeMs)) {
  console.log('Building the storefront...');
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
  children.push(spawn(process.execPath, ['platform/main.ts'], { cwd: root, stdio: 'inherit' }));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
children[children.length - 1].on('exit', (code) => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(code ?? 0);
});
