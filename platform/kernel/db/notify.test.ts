/**
 * Change notices: a notice sent in a transaction reaches a listener when the transaction
 * commits and never when it rolls back; a stopped listener hears nothing more.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/harness.ts';
import { listen, notify } from './notify.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
});

afterAll(async () => {
  await database?.dispose();
});

/** Waits until `check` holds, for at most a second. */
async function eventually(check: () => boolean): Promise<void> {
  const since = Date.now();
  while (!check() && Date.now() - since < 1000) await new Promise((r) => setTimeout(r, 10));
}

describe('notify and listen', () => {
  it('deliver a committed notice, drop a rolled-back one, and stop on request', async () => {
    const heard: string[] = [];
    const stop = await listen(database.handle, 'test_changes', (payload) => heard.push(payload));
    const { db } = database.handle;
    await db
      .transaction(async (tx) => {
        await notify(tx, 'test_changes', 'lost');
        await tx.execute(sql`select 1`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await notify(tx, 'test_changes', 'one');
    });
    await notify(db, 'other_channel', 'elsewhere');
    await eventually(() => heard.length > 0);
    expect(heard).toEqual(['one']);

    await stop();
    await notify(db, 'test_changes', 'after');
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual(['one']);
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(notify(database.handle.db, 'bad; drop table x', '')).rejects.toThrow(
      /channel name/,
    );
  });
});
