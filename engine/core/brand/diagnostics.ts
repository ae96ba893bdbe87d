/** How bad a problem is: errors stop a brand from being served, warnings do not. */
export type Severity = 'error' | 'warning';

/** One problem found in a brand file, located like a compiler error. */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  /** JSON pointer into the resolved brand (or the file, for syntax problems). */
  pointer: string;
  /** Stable rule id, for example `route-unknown-page` or `schema/required`. */
  rule: string;
  severity: Severity;
  message: string;
  /** A likely fix, such as the closest known name. */
  suggestion?: string;
}

/** Formats a diagnostic as `file:line:column  severity  rule  pointer  message`. */
export function formatDiagnostic(d: Diagnostic): string {
  const hint = d.suggestion ? ` (${d.suggestion})` : '';
  return `${d.file}:${d.line}:${d.column}  ${d.severity}  ${d.rule}  ${d.pointer || '/'}  ${d.message}${hint}`;
}

/** Orders diagnostics by file, then position. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      a.rule.localeCompare(b.rule),
  );
}
