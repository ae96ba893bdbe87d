import {
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import type { Json } from './merge.ts';

/** A brand file as read from disk. */
export interface BrandSource {
  /** Path as it should be printed (relative to the working directory). */
  path: string;
  text: string;
}

/** A parsed brand file that can map JSON pointers back to line and column. */
export interface ParsedSource extends BrandSource {
  tree: Node | undefined;
  value: Json | undefined;
  syntaxErrors: { offset: number; message: string }[];
  duplicateKeys: { offset: number; pointer: string; key: string }[];
}

const syntaxMessages: Record<string, string> = {
  InvalidSymbol: 'Unexpected character',
  InvalidNumberFormat: 'Invalid number',
  PropertyNameExpected: 'Expected a property name in double quotes',
  ValueExpected: 'Expected a value',
  ColonExpected: 'Expected ":"',
  CommaExpected: 'Expected "," between entries',
  CloseBraceExpected: 'Expected "}"',
  CloseBracketExpected: 'Expected "]"',
  EndOfFileExpected: 'Expected the end of the file',
  InvalidCommentToken: 'Comments are not allowed in JSON',
  UnexpectedEndOfComment: 'Unterminated comment',
  UnexpectedEndOfString: 'Unterminated string',
  UnexpectedEndOfNumber: 'Unterminated number',
  InvalidUnicode: 'Invalid unicode escape',
  InvalidEscapeCharacter: 'Invalid escape character',
  InvalidCharacter: 'Invalid character in string',
};

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointer(segment: string | number): string {
  return String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Splits a JSON pointer into its segments. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** Builds a JSON pointer from segments. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${escapePointer(s)}`).join('');
}

function findDuplicateKeys(
  node: Node | undefined,
  path: (string | number)[],
  out: ParsedSource['duplicateKeys'],
) {
  if (!node) return;
  if (node.type === 'object') {
    const seen = new Set<string>();
    for (const property of node.children ?? []) {
      const keyNode = property.children?.[0];
      const key = keyNode?.value as string | undefined;
      if (key === undefined || !keyNode) continue;
      if (seen.has(key))
        out.push({ offset: keyNode.offset, pointer: toPointer([...path, key]), key });
      seen.add(key);
      findDuplicateKeys(property.children?.[1], [...path, key], out);
    }
  } else if (node.type === 'array') {
    node.children?.forEach((child, index) => findDuplicateKeys(child, [...path, index], out));
  }
}

/** Parses a brand file strictly (no comments, no trailing commas), keeping positions. */
export function parseSource(source: BrandSource): ParsedSource {
  const errors: ParseError[] = [];
  const tree = parseTree(source.text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
  });
  // The parser often reports several errors for one mistake; the first per offset is the useful one.
  const syntaxErrors: { offset: number; message: string }[] = [];
  if (source.text.trim() === '') syntaxErrors.push({ offset: 0, message: 'The file is empty' });
  else {
    for (const e of errors) {
      if (syntaxErrors.some((known) => known.offset === e.offset)) continue;
      const code = printParseErrorCode(e.error);
      syntaxErrors.push({ offset: e.offset, message: syntaxMessages[code] ?? code });
    }
  }
  const duplicateKeys: ParsedSource['duplicateKeys'] = [];
  findDuplicateKeys(tree, [], duplicateKeys);
  const value = syntaxErrors.length === 0 && tree ? (getNodeValue(tree) as Json) : undefined;
  return { ...source, tree, value, syntaxErrors, duplicateKeys };
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * How deep `pointer` reaches into this file, and the offset of the deepest node it reaches.
 * With `atKey`, a fully found property is located at its key rather than its value.
 */
export function locatePointer(
  parsed: ParsedSource,
  pointer: string,
  atKey = false,
): { depth: number; offset: number } {
  if (!parsed.tree) return { depth: -1, offset: 0 };
  const segments: (string | number)[] = pointerSegments(pointer);
  for (let depth = segments.length; depth >= 0; depth -= 1) {
    const path = segments.slice(0, depth).map((s, i) => {
      const parent = i === 0 ? parsed.tree : findNodeAtLocation(parsed.tree!, segments.slice(0, i));
      return parent?.type === 'array' && typeof s === 'string' && /^\d+$/.test(s) ? Number(s) : s;
    });
    const node = depth === 0 ? parsed.tree : findNodeAtLocation(parsed.tree, path);
    if (node) {
      const keyNode = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
      const offset = atKey && depth === segments.length && keyNode ? keyNode.offset : node.offset;
      return { depth, offset };
    }
  }
  return { depth: 0, offset: parsed.tree.offset };
}
