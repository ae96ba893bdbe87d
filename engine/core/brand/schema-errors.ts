/**
 * Brand checker layer one's wording: AJV errors turned into plain messages with suggestions
 * (closest enum value, allowed keys), located at the pointer the mistake is at.
 */
import type { ErrorObject } from 'ajv';
import { didYouMean } from '../suggest.ts';
import { pointerSegments } from './source.ts';

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function readPointer(root: unknown, pointer: string): unknown {
  let value = root;
  for (const segment of pointerSegments(pointer)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** Turns AJV errors into plain messages, dropping the noise of failed `anyOf` and `if` branches. */
export function describeSchemaErrors(errors: ErrorObject[], data: unknown) {
  const anyOfPaths = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.schemaPath);
  const kept = errors.filter(
    (e) =>
      e.keyword !== 'if' &&
      !anyOfPaths.some((path) => e.schemaPath !== path && e.schemaPath.startsWith(`${path}/`)),
  );
  const seen = new Set<string>();
  const out: {
    pointer: string;
    rule: string;
    message: string;
    suggestion?: string;
    atKey: boolean;
  }[] = [];
  for (const error of kept) {
    const at = error.instancePath;
    const segments = pointerSegments(at);
    const name = segments.at(-1);
    const subject =
      name === undefined
        ? 'The brand'
        : /^\d+$/.test(name)
          ? `Item ${Number(name) + 1} of "${segments.at(-2) ?? ''}"`
          : `"${name}"`;
    let pointer = at;
    let atKey = false;
    let message: string;
    let suggestion: string | undefined;
    const why = (error.parentSchema as { description?: string } | undefined)?.description;
    switch (error.keyword) {
      case 'required': {
        const missing = (error.params as { missingProperty: string }).missingProperty;
        pointer = at;
        message = `${subject} is missing required property "${missing}".`;
        // A requirement under `then` depends on another value; its description says which.
        if (error.schemaPath.endsWith('/then/required') && why) message += ` ${why}`;
        break;
      }
      case 'additionalProperties': {
        const extra = (error.params as { additionalProperty: string }).additionalProperty;
        pointer = `${at}/${extra.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        atKey = true;
        const allowed = Object.keys(
          (error.parentSchema as { properties?: object } | undefined)?.properties ?? {},
        );
        message = `Unknown property "${extra}"${name === undefined ? '' : ` in ${subject}`}.`;
        const close = didYouMean(extra, allowed);
        suggestion = close
          ? `did you mean "${close}"?`
          : allowed.length > 0
            ? `allowed: ${allowed.join(', ')}`
            : undefined;
        break;
      }
      case 'enum': {
        const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
        const value = readPointer(data, at);
        message = `${subject} is ${JSON.stringify(value)}, which is not one of: ${allowed.join(', ')}.`;
        const close = typeof value === 'string' ? didYouMean(value, allowed) : undefined;
        suggestion = close ? `did you mean "${close}"?` : undefined;
        break;
      }
      case 'type':
        message = `${subject} must be ${(error.params as { type: string }).type}, not ${jsonType(readPointer(data, at))}.`;
        break;
      case 'pattern':
        message = `${subject} is ${JSON.stringify(readPointer(data, at))}, which does not have the expected form (${(error.params as { pattern: string }).pattern}).`;
        break;
      case 'propertyNames': {
        const bad = (error.params as { propertyName: string }).propertyName;
        pointer = `${at}/${bad.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        atKey = true;
        message = `"${bad}" is not an allowed name here.`;
        const rule = (
          error.parentSchema as
            { propertyNames?: { enum?: string[]; pattern?: string } } | undefined
        )?.propertyNames;
        const names = rule?.enum;
        const close = names ? didYouMean(bad, names) : undefined;
        suggestion = close
          ? `did you mean "${close}"?`
          : names
            ? `allowed: ${names.join(', ')}`
            : rule?.pattern
              ? `names have the form ${rule.pattern}`
              : undefined;
        break;
      }
      case 'not':
        // A forbidden value (such as another kind's settings) explains itself in its description.
        atKey = true;
        message = why ?? `${subject} is not allowed here.`;
        break;
      case 'anyOf':
        message = `${subject} must be a text, or a map from language code (EN, TY, ...) to text.`;
        break;
      default:
        message = `${subject} ${error.message ?? 'is invalid'}.`;
    }
    // propertyNames reports once for the name and once for the failing sub-keyword; keep one.
    if (error.propertyName !== undefined) continue;
    const key = `${pointer}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ pointer, rule: `schema/${error.keyword}`, message, suggestion, atKey });
  }
  return out;
}
