/**
 * The checker's rules across brands: a domain or a merchant code that two brand files claim.
 * A domain claimed twice makes every claimant invalid, whatever order the files come in, and
 * each claimant's diagnostic names the other files by file:line:column and JSON pointer.
 */
import type { Brand } from '../../../schemas/brand.ts';
import { lineColumn, locatePointer, toPointer, type ParsedSource } from './source.ts';

/** A resolved, non-abstract brand and the file it comes from. */
export interface Claimant {
  checked: { id: string; valid: boolean; brand?: Brand };
  source: ParsedSource;
}

/** How a cross-brand rule reports a problem (the checker's `at`). */
export type ReportAt = (file: ParsedSource, pointer: string, rule: string, message: string) => void;

/** `file:line:column /pointer`: where a value sits, as a diagnostic would print it. */
function place(source: ParsedSource, pointer: string): string {
  const { line, column } = lineColumn(source.text, locatePointer(source, pointer).offset);
  return `${source.path}:${line}:${column} ${pointer}`;
}

/**
 * `duplicate-domain`: every domain listed by more than one brand is reported in each of
 * them, and all of them are invalid, so no file order decides who gets it. (The platform
 * keeps a contested domain with the brand that already serves it; see the brands module.)
 */
export function checkDomainClaims(claimants: readonly Claimant[], report: ReportAt): void {
  const claims = new Map<string, { claimant: Claimant; pointer: string }[]>();
  for (const claimant of claimants) {
    claimant.checked.brand?.domains?.forEach((domain, index) => {
      const list = claims.get(domain) ?? [];
      list.push({ claimant, pointer: toPointer(['domains', index]) });
      claims.set(domain, list);
    });
  }
  for (const [domain, list] of claims) {
    for (const claim of list) {
      const others = list.filter((other) => other.claimant !== claim.claimant);
      if (others.length === 0) continue;
      const named = others
        .map((o) => `brand "${o.claimant.checked.id}" (${place(o.claimant.source, o.pointer)})`)
        .join(' and ');
      report(
        claim.claimant.source,
        claim.pointer,
        'duplicate-domain',
        `Domain "${domain}" is also claimed by ${named}; a domain belongs to one brand.`,
      );
      claim.claimant.checked.valid = false;
    }
  }
}

/** `duplicate-merchant-code`: a merchant code already used by an earlier brand. */
export function checkMerchantCodes(claimants: readonly Claimant[], report: ReportAt): void {
  const owners = new Map<string, Claimant>();
  for (const claimant of claimants) {
    const code = claimant.checked.brand?.merchantCode;
    if (typeof code !== 'string') continue;
    const owner = owners.get(code);
    if (owner) {
      report(
        claimant.source,
        '/merchantCode',
        'duplicate-merchant-code',
        `Merchant code "${code}" is already used by brand "${owner.checked.id}".`,
      );
      claimant.checked.valid = false;
    } else owners.set(code, claimant);
  }
}
