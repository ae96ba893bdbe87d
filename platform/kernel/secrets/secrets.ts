/**
 * Secrets shared by every instance of the platform (several may serve one PostgreSQL
 * database). The first instance that needs a secret creates it; the others read the same row.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { platformSecrets } from './tables.ts';

/**
 * The secret named `name`, created (32 random bytes, base64url) when it does not exist yet.
 * Two instances racing both insert; the primary key keeps the first and both read it back.
 */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  const [existing] = await db
    .select({ value: platformSecrets.value })
    .from(platformSecrets)
    .where(eq(platformSecrets.name, name));
  if (existing) return existing.value;
  await db
    .insert(platformSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [stored] = await db
    .select({ value: platformSecrets.value })
    .from(platformSecrets)
    .where(eq(platformSecrets.name, name));
  if (!stored) throw new Error(`The shared secret "${name}" could not be stored`);
  return stored.value;
}
