/**
 * The brands this deployment serves, by host name. Built once at start from the brand check:
 * only valid, non-abstract brands are served; a broken brand is reported and left out without
 * affecting the others.
 */
import type { Brand } from '../../../schemas/brand.ts';
import type { CheckResult } from '../../../engine/core/brand/check.ts';
import { formatDiagnostic, type Diagnostic } from '../../../engine/core/brand/diagnostics.ts';
import { servedBrand } from '../../../engine/core/brand/served.ts';
import { themeCss } from '../../../engine/core/theme.ts';
import { scriptJson, shortHash } from '../../kernel/html.ts';
import { checkBrandFiles, type BrandSchemas } from './load.ts';

/** A brand that is served, with what its responses need precomputed. */
export interface ServedSite {
  id: string;
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

/** A brand file that is not served, with its error diagnostics. */
export interface BrokenBrand {
  id: string;
  file: string;
  errors: Diagnostic[];
}

/** The served brands and what was wrong with the others. */
export interface BrandRegistry {
  sites: readonly ServedSite[];
  broken: readonly BrokenBrand[];
  diagnostics: readonly Diagnostic[];
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

/** Builds the registry from a check result (so tests can hand in any result). */
export function createBrandRegistry(check: CheckResult): BrandRegistry {
  const sites: ServedSite[] = [];
  const broken: BrokenBrand[] = [];
  const knownIds: string[] = [];
  const byHost = new Map<string, ServedSite>();
  for (const checked of check.brands) {
    if (checked.brand?.abstract) continue;
    knownIds.push(checked.id);
    if (!checked.valid || !checked.brand) {
      const errors = check.diagnostics.filter(
        (d) => d.file === checked.file && d.severity === 'error',
      );
      broken.push({ id: checked.id, file: checked.file, errors });
      continue;
    }
    const brand = checked.brand;
    const served = servedBrand(brand);
    const css = themeCss(brand.theme);
    const site: ServedSite = {
      id: brand.id,
      brand,
      served,
      dataJson: scriptJson(served),
      themeCss: css,
      themeHash: shortHash(css),
    };
    sites.push(site);
    // The checker already rejects a domain claimed twice, so the first owner is the only one.
    for (const domain of brand.domains)
      if (!byHost.has(hostName(domain))) byHost.set(hostName(domain), site);
  }
  const byId = new Map(sites.map((site) => [site.id, site]));
  return {
    sites,
    broken,
    diagnostics: check.diagnostics,
    knownIds: knownIds.sort(),
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
    log.error(`brand "${brand.id}" (${brand.file}) has errors and is not served`);
  }
  for (const site of registry.sites) {
    log.info(`brand "${site.id}" served on ${site.brand.domains.join(', ') || '(no domains)'}`);
  }
}
