/**
 * The brands this deployment serves, by host name. Built once at start from the brand check
 * and, once the database is open, the stored last good set (`settle.ts`, `last-good.ts`):
 * a brand whose files check cleanly is served from them, a broken one from its last good
 * version, and a brand with neither is reported and left out without affecting the others.
 */
import type { Brand } from '../../../schemas/brand.ts';
import type { CheckResult } from '../../../engine/core/brand/check.ts';
import { formatDiagnostic, type Diagnostic } from '../../../engine/core/brand/diagnostics.ts';
import { servedBrand } from '../../../engine/core/brand/served.ts';
import { themeCss } from '../../../engine/core/theme.ts';
import { scriptJson, shortHash } from '../../kernel/html.ts';
import { checkBrandFiles, type BrandSchemas } from './load.ts';
import { settleBrands, type StoredBrand, type UnservedFile } from './settle.ts';

/** A brand that is served, with what its responses need precomputed. */
export interface ServedSite {
  id: string;
  /** The brand file. */
  file: string;
  /** `files`: served as the files resolve now; `last-good`: the files are broken. */
  source: 'files' | 'last-good';
  /** When the served version was stored as last good (null: not stored yet). */
  storedAt: Date | null;
  /** Why the files' version is not served (errors), when `source` is `last-good`. */
  problems: readonly Diagnostic[];
  /** The resolved brand with brand-relative asset paths. */
  brand: Brand;
  /** The brand as the browser receives it (asset paths turned into URLs). */
  served: Brand;
  /** `served` as JSON that is safe inside a script element. */
  dataJson: string;
  themeCss: string;
  /** Hash of `themeCss`, used as `?v=` so the stylesheet can be cached forever. */
  themeHash: string;
}

/** A brand file that is not served, with why and its error diagnostics. */
export type BrokenBrand = UnservedFile;

/** The served brands and what was wrong with the others. */
export interface BrandRegistry {
  sites: readonly ServedSite[];
  /** Brand files that are not served because something is wrong (abstract parents only then). */
  broken: readonly BrokenBrand[];
  /** Every brand file that is not served, clean abstract parents included, and why. */
  unserved: readonly UnservedFile[];
  /** The checker's diagnostics, then the refusals of contested domains. */
  diagnostics: readonly Diagnostic[];
  /** The checked files the registry was built from (what the stored set is reconciled with). */
  check: CheckResult;
  /** Ids of every non-abstract brand file, served or not: what an operator may address. */
  knownIds: readonly string[];
  /** The site for a `Host` header value (port and case ignored), if a brand claims it. */
  forHost(host: string | undefined): ServedSite | undefined;
  byId(id: string): ServedSite | undefined;
}

/** The host name of a `Host` header: no port, lower case, no trailing dot. */
export function hostName(host: string | undefined): string {
  if (!host) return '';
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) name = name.slice(0, name.indexOf(']') + 1);
  else name = name.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/**
 * Builds the registry from a check result and the stored last good set (none: as on a first
 * start, when a contested domain goes to no claimant). Tests can hand in any result.
 */
export function createBrandRegistry(
  check: CheckResult,
  stored: readonly StoredBrand[] = [],
): BrandRegistry {
  const settlement = settleBrands(check, stored);
  const byHost = new Map<string, ServedSite>();
  const sites = settlement.served.map((version): ServedSite => {
    // Everything the storefront sends comes from this one resolved version.
    const served = servedBrand(version.brand);
    const css = themeCss(version.brand.theme, version.brand.constants);
    return {
      ...version,
      served,
      dataJson: scriptJson(served),
      themeCss: css,
      themeHash: shortHash(css),
    };
  });
  // Settling left every domain with at most one brand.
  for (const site of sites)
    for (const domain of site.brand.domains) byHost.set(hostName(domain), site);
  const byId = new Map(sites.map((site) => [site.id, site]));
  const knownIds = [
    ...sites.map((site) => site.id),
    ...settlement.unserved.filter((u) => !u.abstract).map((u) => u.id),
  ];
  return {
    sites,
    broken: settlement.unserved.filter((u) => !u.abstract || u.errors.length > 0),
    unserved: settlement.unserved,
    diagnostics: [...check.diagnostics, ...settlement.diagnostics],
    check,
    knownIds: [...new Set(knownIds)].sort(),
    forHost: (host) => byHost.get(hostName(host)),
    byId: (id) => byId.get(id),
  };
}

/** Checks the brand files of `brandsDir` and builds the registry. */
export function loadBrandRegistry(options: {
  brandsDir: string;
  schemas?: BrandSchemas;
}): BrandRegistry {
  return createBrandRegistry(
    checkBrandFiles({ brandsDir: options.brandsDir, schemas: options.schemas }),
  );
}

/** A logger with the two levels brand reports use. */
export interface BrandReportLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Logs every diagnostic and which brands are served, so an operator sees why one is missing. */
export function reportBrands(registry: BrandRegistry, log: BrandReportLogger): void {
  for (const diagnostic of registry.diagnostics) {
    const line = `brand check: ${formatDiagnostic(diagnostic)}`;
    if (diagnostic.severity === 'error') log.error(line);
    else log.warn(line);
  }
  for (const brand of registry.broken) {
    log.error(`brand "${brand.id}" (${brand.file}) is not served: ${brand.reason}`);
  }
  for (const site of registry.sites) {
    const domains = site.brand.domains.join(', ') || '(no domains)';
    if (site.source === 'files') log.info(`brand "${site.id}" served on ${domains}`);
    else
      log.error(
        `brand "${site.id}" (${site.file}) has broken files (${site.problems.length} error(s)): serving its last good version of ${site.storedAt?.toISOString() ?? '?'} on ${domains}`,
      );
  }
}
