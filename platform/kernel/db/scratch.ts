/**
 * A database of its own on a PostgreSQL server, for one test file or one benchmark run:
 * created under a unique name and dropped (with any connection left) by `dispose`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client.ts';

/** An open scratch database. */
export interface ScratchDatabase {
  handle: DatabaseHandle;
  url: string;
  dispose(): Promise<void>;
}

async function run(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates a database named `<prefix>_<random>` on the server of `serverUrl` and opens it. */
export async function openScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await run(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      await run(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
