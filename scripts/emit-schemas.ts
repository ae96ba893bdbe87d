/**
 * Emits what is derived from `schemas/` and the widget registry:
 * - schemas/json/brand.schema.json: the brand schema with each section's `settings` constrained
 *   by its widget's settings schema (editors complete brand files through `"$schema"`; the
 *   checker and the platform validate with it). Committed.
 * - schemas/json/widget-catalog.json: placement and references of every widget. Committed.
 * - engine/api/visitor-validators.generated.js, member-validators.generated.js,
 *   cashier-validators.generated.js, lottery-validators.generated.js and
 *   agent-validators.generated.js (+ .d.ts): AJV standalone validators of API responses, so
 *   the browser validates responses without shipping AJV. Generated at build.
 * `--check` fails when the committed files are out of date.
 */
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandSchema, sectionSchema } from '../schemas/brand.ts';
import { noticeSchema, systemResponses } from '../schemas/api/system.ts';
import { accountResponses } from '../schemas/api/account.ts';
import { securityResponses } from '../schemas/api/account-security.ts';
import { gameResponses, gameSchema, vendorSchema } from '../schemas/api/games.ts';
import { cashierResponses } from '../schemas/api/cashier.ts';
import { withdrawalResponses } from '../schemas/api/withdrawals.ts';
import { recordResponses } from '../schemas/api/records.ts';
import { walletResponses } from '../schemas/api/wallets.ts';
import { lotteryResponses } from '../schemas/api/lottery.ts';
import { agentCenterResponses } from '../schemas/api/agent-center.ts';
import { teamResponses } from '../schemas/api/agent-team.ts';
import { apiErrorSchema } from '../schemas/api/envelope.ts';
import { widgets } from '../widgets/registry.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
let stale = false;

function write(path: string, content: string) {
  const target = resolve(root, path);
  if (check) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current !== content) {
      console.error(`${path} is out of date: run npm run schemas:emit`);
      stale = true;
    }
    return;
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** The section schema with settings constrained per widget type. */
function composedSection(placements: readonly string[]) {
  const allowed = widgets.filter((w) => w.placement.some((p) => placements.includes(p)));
  return {
    ...sectionSchema,
    properties: {
      ...sectionSchema.properties,
      type: { ...sectionSchema.properties.type, examples: allowed.map((w) => w.type) },
    },
    allOf: widgets.map((w) => ({
      if: { properties: { type: { const: w.type } }, required: ['type'] },
      then: { properties: { settings: w.settingsSchema } },
    })),
  };
}

type SchemaNode = { [key: string]: SchemaNode };
/** Walks into a JSON Schema object by property names. */
const at = (node: SchemaNode, ...path: string[]): SchemaNode =>
  path.reduce((n, key) => n[key]!, node);

const composed = structuredClone(brandSchema) as unknown as SchemaNode;
at(
  composed,
  'properties',
  'pages',
  'additionalProperties',
  'properties',
  'sections',
).additionalProperties = composedSection(['page']) as unknown as SchemaNode;
const frameSlots = at(composed, 'properties', 'frame', 'properties');
for (const slot of Object.keys(frameSlots))
  frameSlots[slot] = composedSection([slot]) as unknown as SchemaNode;
const emitted = { $schema: 'http://json-schema.org/draft-07/schema#', ...composed };
new Ajv({ strict: true, strictTypes: false }).compile(emitted);
write('schemas/json/brand.schema.json', `${JSON.stringify(emitted, null, 2)}\n`);

const catalog = Object.fromEntries(
  widgets.map((w) => [
    w.type,
    { placement: w.placement, ...(w.references ? { references: w.references } : {}) },
  ]),
);
write('schemas/json/widget-catalog.json', `${JSON.stringify(catalog, null, 2)}\n`);

const capitalised = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

/** Answers whose validators one module holds: its schemas, by name, and where they come from. */
interface AnswerGroup {
  /** The exported object holding the schemas, and its module (for the declarations). */
  name: string;
  from: string;
  responses: Readonly<Record<string, object>>;
  /** Put before each answer's name where the name alone is too generic (`overview`). */
  prefix?: string;
}

/**
 * Writes `file` (.js and .d.ts): AJV standalone validators of the answers of `groups`, one
 * `validate<Name>` each, with the API error's validator and the `shared` schemas compiled once
 * and referenced. Pages import only the module of the calls they make, so the cashier's
 * validators stay out of the home route's JavaScript.
 */
function emitValidators(
  file: string,
  groups: readonly AnswerGroup[],
  shared: ReadonlyMap<object, string> = new Map(),
) {
  const names: Record<string, string> = { apiError: 'validateApiError' };
  const ajv = new Ajv({
    code: { source: true, esm: true },
    strict: true,
    strictTypes: false,
    allErrors: false,
    unicode: false,
    logger: false,
    // Instants (`format: 'date-time'`) are checked as strings: the browser ships no format code.
    formats: { 'date-time': true },
    // Referenced schemas become shared functions, not copies in every validator.
    inlineRefs: false,
  });
  ajv.addSchema(apiErrorSchema, 'apiError');
  const withRefs = (node: unknown, root: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => withRefs(item, false));
    if (typeof node !== 'object' || node === null) return node;
    const id = shared.get(node);
    if (id !== undefined && !root) return { $ref: id };
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withRefs(v, false)]));
  };
  for (const [schema, id] of shared) ajv.addSchema(withRefs(schema, true) as object, id);
  const types: string[] = [];
  for (const group of groups)
    for (const [name, schema] of Object.entries(group.responses)) {
      const id = group.prefix ? `${group.prefix}${capitalised(name)}` : name;
      const fn = `validate${capitalised(id)}`;
      ajv.addSchema(withRefs(schema, true) as object, id);
      names[id] = fn;
      types.push(`export const ${fn}: Validator<FromSchema<(typeof ${group.name})['${name}']>>;`);
    }
  const mapping = Object.fromEntries(Object.entries(names).map(([id, fn]) => [fn, id]));
  write(
    `engine/api/${file}.js`,
    `// Generated by scripts/emit-schemas.ts. Do not edit.\n${standaloneCode(ajv, mapping)}`,
  );
  write(
    `engine/api/${file}.d.ts`,
    [
      '// Generated by scripts/emit-schemas.ts. Do not edit.',
      "import type { FromSchema } from 'json-schema-to-ts';",
      "import type { ApiErrorBody } from '../../schemas/api/envelope.ts';",
      ...groups.map((group) => `import type { ${group.name} } from '${group.from}';`),
      "import type { Validator } from './http.ts';",
      'export const validateApiError: Validator<ApiErrorBody>;',
      ...types,
      '',
    ].join('\n'),
  );
}

/** The answers of `responses` named in `names`, to give one module part of a group. */
function pick<T extends Readonly<Record<string, object>>>(responses: T, names: (keyof T)[]) {
  return Object.fromEntries(names.map((name) => [name, responses[name]])) as Partial<T>;
}

/**
 * The game calls a visitor's first screen makes (menus, lanes, rows, hot games, winners); the
 * member's own (favourites, recent games, launches) load with the member validators.
 */
const visitorGameCalls: (keyof typeof gameResponses)[] = [
  'gameMenus',
  'vendorLanes',
  'vendorGameTypes',
  'gameList',
  'hotGames',
  'winnerBoard',
];
const memberGameCalls = (Object.keys(gameResponses) as (keyof typeof gameResponses)[]).filter(
  (name) => !visitorGameCalls.includes(name),
);

/**
 * The system calls of a visitor's pages: the permission (asked at the start of a page the server
 * did not render, and by the maintenance page), notices and banners. The agents' announcements
 * are the agent center's; the platform's status and domain route are not asked by the storefront.
 */
const visitorSystemCalls: (keyof typeof systemResponses)[] = [
  'permission',
  'notices',
  'bannerList',
];

if (!check) {
  // Schemas several answers embed (a game tile, a vendor) are compiled once per module and
  // referenced, instead of inlined into every validator that contains them.
  const sharedGameSchemas = new Map<object, string>([
    [gameSchema, 'game'],
    [vendorSchema, 'vendor'],
  ]);
  // Loaded with the first call that needs one (engine/api/lazy-validators.ts): the calls a
  // visitor's pages make, which the server's render answers for the first screen. No validator
  // is part of what every page loads (README "Size").
  emitValidators(
    'visitor-validators.generated',
    [
      {
        name: 'systemResponses',
        from: '../../schemas/api/system.ts',
        responses: pick(systemResponses, visitorSystemCalls),
      },
      {
        name: 'gameResponses',
        from: '../../schemas/api/games.ts',
        responses: pick(gameResponses, visitorGameCalls),
      },
    ],
    // The notices answer holds five lists of the same notice.
    new Map([...sharedGameSchemas, [noticeSchema, 'notice']]),
  );
  // Loaded with the first call that needs one (engine/api/lazy-validators.ts): sessions,
  // registration and recovery, the member's account and security, the member's games.
  emitValidators(
    'member-validators.generated',
    [
      {
        name: 'accountResponses',
        from: '../../schemas/api/account.ts',
        responses: accountResponses,
      },
      {
        name: 'gameResponses',
        from: '../../schemas/api/games.ts',
        responses: pick(gameResponses, memberGameCalls),
      },
      {
        name: 'securityResponses',
        from: '../../schemas/api/account-security.ts',
        responses: securityResponses,
        prefix: 'security',
      },
    ],
    sharedGameSchemas,
  );
  emitValidators('cashier-validators.generated', [
    { name: 'cashierResponses', from: '../../schemas/api/cashier.ts', responses: cashierResponses },
    {
      name: 'withdrawalResponses',
      from: '../../schemas/api/withdrawals.ts',
      responses: withdrawalResponses,
    },
    { name: 'recordResponses', from: '../../schemas/api/records.ts', responses: recordResponses },
    { name: 'walletResponses', from: '../../schemas/api/wallets.ts', responses: walletResponses },
  ]);
  // The lottery's answers in their own module: only the lottery's pages load them.
  emitValidators('lottery-validators.generated', [
    {
      name: 'lotteryResponses',
      from: '../../schemas/api/lottery.ts',
      responses: lotteryResponses,
      prefix: 'lottery',
    },
  ]);
  // The agent center's answers in their own module: only the agent center's pages load them.
  emitValidators('agent-validators.generated', [
    {
      name: 'agentCenterResponses',
      from: '../../schemas/api/agent-center.ts',
      responses: agentCenterResponses,
      prefix: 'agent',
    },
    {
      name: 'systemResponses',
      from: '../../schemas/api/system.ts',
      responses: pick(systemResponses, ['agentNotices']),
    },
    {
      name: 'teamResponses',
      from: '../../schemas/api/agent-team.ts',
      responses: teamResponses,
      prefix: 'agent',
    },
  ]);
}

if (stale) process.exit(1);
console.log(check ? 'schemas are up to date' : 'schemas emitted');
