import type { ComponentType } from 'react';
import type { Placement, ReferenceKind } from '../core/brand/rules.ts';
import type { createStore } from '../state/jotai.ts';

/** What every widget component receives. */
export interface WidgetProps<S> {
  /** The section's settings, with the schema's defaults applied. */
  settings: S;
  /** The section's key in its page (or the frame slot name). */
  sectionKey: string;
}

/** Where the router is when a page starts: its path and its parsed query. */
export interface PageLocation {
  pathname: string;
  search: Record<string, unknown>;
}

/**
 * Sets the shared state a section's page starts in, before the page's first render: the
 * server's, and the browser's that hydrates it (`preparePage`).
 */
export type PrepareSection<S> = (
  store: ReturnType<typeof createStore>,
  section: { settings: S; location: PageLocation },
) => void;

/**
 * A widget is a config entry (Puck-style): its type, settings schema, defaults, where it may
 * be placed, and a lazily loaded component. A widget's `index.ts` must not import React so
 * Node tooling (schema emission, brand:check) can read the definition.
 */
export interface WidgetDefinition<S = Record<string, unknown>> {
  type: string;
  /** JSON Schema of `settings` (an `as const` object); composed into the brand schema. */
  settingsSchema: object;
  /** Settings used when a brand gives none; must equal the schema's defaults (tested). */
  defaults: S;
  placement: readonly Placement[];
  /** For a `modal` widget: the modal type it opens for (see engine/state/modals.ts). */
  modal?: string;
  /** Settings that name other parts of the brand, checked by `brand:check`. */
  references?: Readonly<Record<string, ReferenceKind>>;
  /**
   * The height its place keeps while its code loads (a CSS length; 48px when not given): its
   * own height with its margin on a phone where it is known, `0` for a widget with no visible
   * box, so the page does not jump when it arrives.
   */
  loadingHeight?: string;
  load: () => Promise<ComponentType<WidgetProps<S>>>;
  /**
   * For a widget whose page's other widgets read state it owns: sets that state before the
   * page's first render, so those rendered before it (the frame's) show the same on the
   * server and at hydration; loaded on demand, like `load`.
   */
  prepare?: () => Promise<PrepareSection<S>>;
}

/** A widget as the registry holds it: its settings type is checked inside its own folder. */
export type RegisteredWidget = WidgetDefinition<Record<string, unknown>>;

/**
 * Declares a widget. The definition is type-checked against its settings type, then erased to
 * `RegisteredWidget` so one registry can hold widgets of every settings shape.
 */
export function defineWidget<S extends object>(definition: WidgetDefinition<S>): RegisteredWidget {
  return definition as unknown as RegisteredWidget;
}

/**
 * What the storefront reads of a widget. Its settings schema and references are the brand
 * checker's: the browser build leaves them out (`scripts/widget-definitions.ts`).
 */
export type RuntimeWidget = Omit<RegisteredWidget, 'settingsSchema' | 'references'>;

/** A registry of widget definitions by type, as the renderer reads them. */
export type WidgetRegistry = Readonly<Record<string, RuntimeWidget>>;
