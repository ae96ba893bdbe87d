/**
 * The lottery settings with every default of the schema applied, as a brand without a
 * `lottery` key resolves them (the brand checker fills the same defaults with AJV).
 */
import { lotterySchema, type LotterySettings } from '../../../schemas/brand/lottery.ts';

interface SchemaNode {
  default?: unknown;
  properties?: Record<string, SchemaNode>;
}

/** The value of a schema node: its default, with the defaults of its properties filled in. */
function withDefaults(node: SchemaNode, value: unknown): unknown {
  if (!node.properties) return value;
  const filled: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, child] of Object.entries(node.properties))
    filled[key] = withDefaults(child, filled[key] ?? structuredClone(child.default));
  return filled;
}

/**
 * The lottery settings of `partial` (default `{}`) with every missing setting at its default:
 * objects are filled property by property, other values kept as given. No validation.
 */
export function lotterySettingsWithDefaults(partial: object = {}): LotterySettings {
  return withDefaults(lotterySchema, partial) as LotterySettings;
}
