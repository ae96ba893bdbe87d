/** The shapes a brand-checker rule works with: the widget catalog, its context and the rule. */
import type { Brand, FrameSlot } from '../../../../schemas/brand.ts';
import type { Severity } from '../diagnostics.ts';

/**
 * Where a widget may be placed: on a page, in a frame slot, as a system screen (maintenance,
 * IP restriction), as a modal the app opens by type, or as an overlay the frame always mounts
 * (the dialog host).
 */
export type Placement = 'page' | FrameSlot | 'system' | 'modal' | 'overlay';

/** Kinds of brand names a widget setting can refer to. */
export type ReferenceKind = 'bannerGroup' | 'flag' | 'route' | 'page';

/** What the checker knows of one registered widget (from `schemas/json/widget-catalog.json`). */
export interface WidgetCatalogEntry {
  placement: readonly Placement[];
  /** Settings (by JSON pointer inside `settings`) that name other parts of the brand. */
  references?: Readonly<Record<string, ReferenceKind>>;
}

/** The widget catalog: widget type -> entry. */
export type WidgetCatalog = Readonly<Record<string, WidgetCatalogEntry>>;

/** Everything a cross-reference rule sees. */
export interface RuleContext {
  brand: Brand;
  widgets: WidgetCatalog;
  /** Resolves whether an asset path relative to the brands folder exists. */
  assetExists?: (relativePath: string) => boolean;
  report: (
    pointer: string,
    rule: string,
    message: string,
    options?: { severity?: Severity; suggestion?: string; atKey?: boolean },
  ) => void;
}

/** A named cross-reference rule. */
export interface BrandRule {
  id: string;
  run: (context: RuleContext) => void;
}
