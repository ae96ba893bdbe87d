/**
 * The browser's widget definitions (README "Size"): a widget's `index.ts` gives `defineWidget`
 * its settings schema and the settings that name other parts of the brand. Only the brand
 * checker and the emitted brand schema read those; the storefront receives a checked brand. In
 * the browser build they are left out of each `defineWidget({ ... })`, and the bundler then
 * drops the schema modules nothing else reads. `RuntimeWidget` (engine/render/widget.ts) is
 * what the renderer may read of a definition, so no browser code can come to need them.
 */
import { parseAst, type Plugin } from 'vite';

/** The definition properties only the brand checker and the schema emitter read. */
export const checkerOnlyProperties: readonly string[] = ['settingsSchema', 'references'];

/** A widget's registry module (widgets/t/index.ts). */
export const widgetIndexPattern = /\/widgets\/[\w-]+\/index\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node of `root`, depth first. */
function* nodesOf(root: Node): Generator<Node> {
  yield root;
  for (const value of Object.values(root))
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) yield* nodesOf(child);
}

/** `code` without the ranges `cuts`. */
function cut(code: string, cuts: readonly [number, number][]): string {
  let result = code;
  for (const [start, end] of [...cuts].sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + result.slice(end);
  return result;
}

/** The range of `node` with the separator and space after it (`,` in a list, `;` after a statement). */
function withSeparator(code: string, node: Node, separator: ',' | ';'): [number, number] {
  const after = new RegExp(`^\\s*\\${separator}?\\s*`).exec(code.slice(node.end));
  return [node.start, node.end + (after?.[0].length ?? 0)];
}

/**
 * `code` (JavaScript) without the checker-only properties of the object literals passed to
 * `defineWidget`, and without the imports only they used (the schema module: left in, it would
 * still tie its imports to the entry's chunk); unchanged when it has none.
 */
export function withoutCheckerOnlyProperties(code: string): string {
  const program = parseAst(code) as unknown as Node;
  const cuts: [number, number][] = [];
  const dropped = new Set<string>();
  for (const node of nodesOf(program)) {
    const callee = node.callee as Node | undefined;
    const [definition] = (node.arguments as Node[] | undefined) ?? [];
    if (node.type !== 'CallExpression' || callee?.name !== 'defineWidget') continue;
    if (definition?.type !== 'ObjectExpression') continue;
    for (const property of definition.properties as Node[]) {
      const key = property.key as Node | undefined;
      if (property.type !== 'Property' || !checkerOnlyProperties.includes(String(key?.name)))
        continue;
      cuts.push(withSeparator(code, property, ','));
      const value = property.value as Node;
      if (value.type === 'Identifier') dropped.add(String(value.name));
    }
  }
  if (cuts.length === 0) return code;
  const rest = cut(code, cuts);
  // A name only the definition used is mentioned once now: in its import.
  const mentions = (name: string) => rest.split(new RegExp(`\\b${name}\\b`)).length - 1;
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const names = (statement.specifiers as Node[]).map((s) => String((s.local as Node).name));
    if (names.length > 0 && names.every((name) => dropped.has(name) && mentions(name) === 1))
      cuts.push(withSeparator(code, statement, ';'));
  }
  return cut(code, cuts);
}

/** The Vite plugin: in the browser builds (the storefront's and Storybook's); tests and the server build keep them. */
export function browserWidgetDefinitions(): Plugin {
  return {
    name: 'browser-widget-definitions',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform: {
      filter: { id: widgetIndexPattern },
      // After the TypeScript transform: the code is JavaScript.
      handler: (code) => ({ code: withoutCheckerOnlyProperties(code), map: null }),
    },
  };
}
