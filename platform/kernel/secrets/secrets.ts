/**
 * Secrets shared by every instance of the platform (several may serve one PostgreSQL
 * database). The first instance that needs a secret creates it; the others read the same row.
 * Values are stored sealed with the master key (vault.ts); rows stored in plain text by an
 * older version are sealed at start (`sealPlainSecrets`) and read as they are until then.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { platformSecrets } from './tables.ts';
import { isSealed, vaultOf, type Vault } from './vault.ts';

/** What a sealed secret is bound to: its table and name. */
const context = (name: string) => `platform_secrets/${name}`;

/**
 * The secret named `name`, created (32 random bytes, base64url) when it does not exist yet.
 * Two instances racing both insert; the primary key keeps the first and both read it back.
 */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  const vault = vaultOf(db);
  const stored = async () => {
    const [row] = await db
      .select({ value: platformSecrets.value })
      .from(platformSecrets)
      .where(eq(platformSecrets.name, name));
    return row && vault.open(row.value, context(name));
  };
  const existing = await stored();
  if (existing !== undefined) return existing;
  await db
    .insert(platformSecrets)
    .values({ name, value: vault.seal(randomBytes(32).toString('base64url'), context(name)) })
    .onConflictDoNothing();
  const created = await stored();
  if (created === undefined) throw new Error(`The shared secret "${name}" could not be stored`);
  return created;
}

/**
 * Seals every secret still stored in plain text and checks that every sealed one opens with
 * `vault` (a wrong master key stops the start here, not at a player's first login). Returns
 * how many rows were sealed. Run under the set-up lock; a row changed meanwhile is left alone.
 */
export async function sealPlainSecrets(db: Database, vault: Vault): Promise<number> {
  let sealed = 0;
  for (const row of await db.select().from(platformSecrets)) {
    if (isSealed(row.value)) {
      vault.open(row.value, context(row.name));
      continue;
    }
    const updated = await db
      .update(platformSecrets)
      .set({ value: vault.seal(row.value, context(row.name)) })
      .where(and(eq(platformSecrets.name, row.name), eq(platformSecrets.value, row.value)))
      .returning({ name: platformSecrets.name });
    sealed += updated.length;
  }
  return sealed;
}
