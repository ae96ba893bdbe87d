/**
 * The kernel's secret store: platform secrets and the key pairs of `enc` bodies.
 * Migrations are generated from every tables file (drizzle.config.ts).
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Secrets every instance must share (the ALTCHA signing keys), created by whichever instance
 * needs one first. `value` holds the secret sealed with the master key (`v1:...`, vault.ts).
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * RSA key pairs for `enc` request bodies (engine/core/crypto.ts), base64 SPKI and PKCS#8, the
 * private key sealed with the master key (`v1:...`, vault.ts). The newest is the one handed out;
 * every stored key still opens envelopes sealed for it.
 */
export const encryptionKeys = pgTable('encryption_keys', {
  keyId: text('key_id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
