/**
 * The play module's operator command, beside its operator route (admin-routes.ts):
 * `seamless secret VENDOR --brand ID`, the vendor's seamless-wallet signing secret for a brand.
 */
import {
  checkBrandId,
  defineCommand,
  record,
  str,
  UsageError,
  type CommandDefinition,
} from '../../kernel/cli-kit.ts';

const secret = defineCommand({
  name: 'secret',
  description:
    "the vendor's seamless-wallet signing secret for one brand (created on first ask): X-Signature is the hex HMAC-SHA256 of `<X-Timestamp>.<raw body>`",
  arguments: [{ name: 'VENDOR', description: 'the vendor code, such as PG or DS88' }],
  options: {
    brand: { value: 'ID', description: 'the brand whose calls the secret signs', required: true },
  },
  prepare({ args: [code = ''], options }) {
    const brand = checkBrandId(options.brand);
    const vendor = code.toUpperCase();
    if (!/^[A-Z][A-Z0-9_]{0,31}$/.test(vendor))
      throw new UsageError(`"${code}" is not a vendor code (such as PG or DS88).`);
    return {
      request: { method: 'POST', url: '/seamless/secret', body: { vendor, brand } },
      render(value, io) {
        const v = record(value);
        io.out(
          `Seamless-wallet secret of ${str(v.vendor)} for brand ${str(v.brand)} (platform secret ${str(v.secretName)}):`,
        );
        io.out(str(v.secret));
      },
    };
  },
});

/** The play module's operator commands. */
export const playCommands: readonly CommandDefinition[] = [
  { name: 'seamless', description: "the seamless wallet's vendor secrets", commands: [secret] },
];
