/**
 * Which version of each brand is served: pure over the checked files and the stored last good
 * set (tables.ts). A brand whose files check cleanly is served from them; a brand whose files
 * are broken (its own errors, a broken parent such as `base.json`, an unreadable file) is
 * served from its last good version, whole, never half-merged; a brand with neither is not
 * served. A domain claimed by two brands stays with the brand whose last good version lists
 * it (the one already serving it); with no such brand (a first start, or two newcomers) no
 * claimant gets it from its files, so the outcome never depends on the order of the files.
 */
import type { Brand } from '../../../schemas/brand.ts';
import type { CheckResult } from '../../../engine/core/brand/check.ts';
import type { Diagnostic } from '../../../engine/core/brand/diagnostics.ts';

/** A brand as the store holds it: the last version that was served from its files. */
export interface StoredBrand {
  id: string;
  file: string;
  brand: Brand;
  storedAt: Date;
}

/** The version of a brand that is served. */
export interface ServedVersion {
  id: string;
  file: string;
  brand: Brand;
  /** `files`: resolved from the brand files now; `last-good`: the stored last good version. */
  source: 'files' | 'last-good';
  /** When the served version was stored; null for a version not stored yet. */
  storedAt: Date | null;
  /** Why the files' version is not served (empty when it is). */
  problems: readonly Diagnostic[];
}

/** A brand file that is not served, and why. */
export interface UnservedFile {
  id: string;
  file: string;
  /** An abstract parent is never served itself; it is listed so every file is accounted for. */
  abstract: boolean;
  reason: string;
  errors: readonly Diagnostic[];
}

/** The outcome: what to serve, and what not and why. */
export interface Settlement {
  served: ServedVersion[];
  unserved: UnservedFile[];
  /** Domain refusals decided here (the checker cannot know who already serves a domain). */
  diagnostics: Diagnostic[];
}

function fileId(path: string): string {
  return (path.split(/[\\/]/).pop() ?? path).replace(/\.json$/, '');
}

const byId = <T extends { id: string }>(a: T, b: T) => a.id.localeCompare(b.id);

/** Decides what is served from `check` (the brand files) and `stored` (the last good set). */
export function settleBrands(check: CheckResult, stored: readonly StoredBrand[]): Settlement {
  const errorsOf = (file: string) =>
    check.diagnostics.filter((d) => d.file === file && d.severity === 'error');
  const storedById = new Map(stored.map((s) => [s.id, s]));
  const candidates = new Map<string, ServedVersion>();
  const unserved: UnservedFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const lastGood = (id: string, file: string, problems: readonly Diagnostic[]) => {
    const kept = storedById.get(id)!;
    candidates.set(id, { ...kept, file, source: 'last-good', problems });
  };
  const refuse = (id: string, file: string, reason: string, errors: readonly Diagnostic[]) => {
    if (storedById.has(id)) lastGood(id, file, errors);
    else unserved.push({ id, file, abstract: false, reason, errors });
  };

  const checkedFiles = new Set<string>();
  for (const checked of check.brands) {
    checkedFiles.add(checked.file);
    const errors = errorsOf(checked.file);
    if (checked.brand?.abstract) {
      const reason = errors.length > 0 ? 'abstract parent with errors' : 'abstract parent';
      unserved.push({ id: checked.id, file: checked.file, abstract: true, reason, errors });
      continue;
    }
    // Contested domains are settled below, with what the checker cannot know: who serves them.
    if (checked.brand && errors.every((d) => d.rule === 'duplicate-domain')) {
      candidates.set(checked.id, {
        id: checked.id,
        file: checked.file,
        brand: checked.brand,
        source: 'files',
        storedAt: null,
        problems: [],
      });
    } else refuse(checked.id, checked.file, 'the brand has errors', errors);
  }
  // Files the checker could not turn into a brand (unreadable, a bad id, a newer version).
  for (const file of new Set(check.diagnostics.map((d) => d.file))) {
    if (checkedFiles.has(file) || errorsOf(file).length === 0) continue;
    const id = fileId(file);
    if (candidates.has(id)) {
      unserved.push({
        id,
        file,
        abstract: false,
        reason: 'the file cannot be read',
        errors: errorsOf(file),
      });
    } else refuse(id, file, 'the file cannot be read', errorsOf(file));
  }

  // Domains: a contested one stays with the brand whose last good version lists it, and every
  // other claimant falls back to its own last good version (which lists only domains it owns)
  // or is not served; repeat until no such refusal is left, since a fallback lists other
  // domains. Only then are the domains nobody owned refused to all their claimants at once,
  // so neither the order of the files nor that of the domains decides anything.
  const owner = new Map<string, string>();
  for (const s of stored)
    if (candidates.has(s.id)) for (const domain of s.brand.domains) owner.set(domain, s.id);
  for (;;) {
    const claims = new Map<string, ServedVersion[]>();
    for (const version of [...candidates.values()].sort(byId))
      for (const domain of version.brand.domains)
        claims.set(domain, [...(claims.get(domain) ?? []), version]);
    const contested = [...claims]
      .filter(([, claimants]) => claimants.length > 1)
      .sort(([a], [b]) => a.localeCompare(b));
    const owned = contested.filter(([domain, claimants]) =>
      claimants.some((c) => c.id === owner.get(domain)),
    );
    const refusals = new Map<ServedVersion, { domain: string; refusal: Diagnostic }>();
    for (const [domain, claimants] of owned.length > 0 ? owned : contested) {
      const keeper = claimants.find((c) => c.id === owner.get(domain));
      for (const version of claimants)
        if (version !== keeper && !refusals.has(version))
          refusals.set(version, {
            domain,
            refusal: domainRefusal(check, version, domain, claimants, keeper),
          });
    }
    if (refusals.size === 0) break;
    for (const [version, { domain, refusal }] of refusals) {
      diagnostics.push(refusal);
      candidates.delete(version.id);
      const before = version.source === 'files' ? errorsOf(version.file) : version.problems;
      const errors = [...before, refusal];
      if (version.source === 'files' && storedById.has(version.id))
        lastGood(version.id, version.file, errors);
      else
        unserved.push({
          id: version.id,
          file: version.file,
          abstract: false,
          reason: `domain "${domain}" is claimed by another brand`,
          errors,
        });
    }
  }
  return {
    served: [...candidates.values()].sort(byId),
    unserved: unserved.sort(byId),
    diagnostics,
  };
}

/**
 * The diagnostic of a brand refused a domain, at the checker's position of that domain in
 * its file when the checker saw the clash (else at the file's start).
 */
function domainRefusal(
  check: CheckResult,
  version: ServedVersion,
  domain: string,
  claimants: readonly ServedVersion[],
  keeper: ServedVersion | undefined,
): Diagnostic {
  const pointer = `/domains/${version.brand.domains.indexOf(domain)}`;
  const seen = check.diagnostics.find(
    (d) => d.file === version.file && d.rule === 'duplicate-domain' && d.pointer === pointer,
  );
  const others = claimants
    .filter((c) => c !== version)
    .map((c) => `"${c.id}"`)
    .join(', ');
  const message = keeper
    ? `Domain "${domain}" stays with brand "${keeper.id}", which already serves it; brand "${version.id}" is refused it.`
    : `Domain "${domain}" is also claimed by brand ${others} and no claimant served it before; none gets it until one claim is removed.`;
  return {
    file: version.file,
    line: seen?.line ?? 1,
    column: seen?.column ?? 1,
    pointer,
    rule: 'duplicate-domain',
    severity: 'error',
    message,
  };
}
