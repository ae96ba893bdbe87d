/**
 * `node platform/main.ts` (what `npm start` runs): starts the platform with the environment's settings, prints where
 * each brand is served, and shuts down cleanly on SIGINT / SIGTERM. Everything it creates is
 * private to its account (umask 077): the data directory holds the database and the master key.
 */
import { ConfigError, loadConfig } from './kernel/config.ts';
import { restrictNewFiles } from './kernel/data-dir.ts';
import { startPlatform, startupSummary } from './start.ts';

async function main(): Promise<void> {
  restrictNewFiles();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const platform = await startPlatform(config);
  console.log(startupSummary(platform, config).join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      // A second Ctrl-C means "now": do not wait for open connections.
      process.exit(1);
    }
    stopping = true;
    platform.app.log.info(`${signal} received, shutting down`);
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
