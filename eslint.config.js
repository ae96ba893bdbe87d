// ESLint flat config. Besides typescript-eslint strict, react-hooks and lingui, it enforces the
// layer direction of DESIGN.md: schemas <- engine/core <- engine <- widgets <- app; widgets
// never import each other (only the widgets/ui kit); platform never imports React or the
// browser layers; AJV and the brand checker stay out of browser code.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { readdirSync, statSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const widgetDirs = readdirSync('widgets').filter(
  (name) => name !== 'ui' && statSync(`widgets/${name}`).isDirectory(),
);

const browserLayers = [
  'engine/api',
  'engine/state',
  'engine/i18n',
  'engine/render',
  'engine/router',
];

/**
 * Feature modules (`platform/modules/<domain>/`): each one's public surface is its `index.ts`.
 * Another module, or any other platform code, may import nothing else of it, with one
 * exception: a module's `tables.ts` may name another module's tables (`tables.ts`) for its
 * foreign keys, so the schema files load without the services behind them.
 */
const platformModules = readdirSync('platform/modules').filter((name) =>
  statSync(`platform/modules/${name}`).isDirectory(),
);
/** Everything in platform/ outside the kernel and the modules: the composition root and tests. */
const platformRoot = ['./platform/*.ts', './platform/!(modules|kernel)/**'];
const moduleZones = platformModules.flatMap((module) => {
  const surface = {
    from: `./platform/modules/${module}`,
    except: ['./index.ts'],
    message: `Import the ${module} module through its index.ts, its only public surface.`,
  };
  return [
    ...platformModules
      .filter((other) => other !== module)
      .flatMap((other) => [
        { ...surface, target: `./platform/modules/${other}/**/!(tables).ts` },
        {
          ...surface,
          target: `./platform/modules/${other}/tables.ts`,
          except: ['./index.ts', './tables.ts'],
        },
      ]),
    ...platformRoot.map((target) => ({ ...surface, target })),
    { ...surface, target: './scripts' },
    { ...surface, target: './tests' },
  ];
});

/** The kernel's own zone, for its code only: its tests may start the whole platform. */
const kernelZone = {
  target: './platform/kernel',
  from: ['./platform/modules/**', ...platformRoot],
  message:
    'The kernel imports no feature code: routes, services, jobs and commands are handed in by their owners.',
};

/** Zones for import/no-restricted-paths: `target` may not import from `from`. */
const zones = [
  {
    target: './schemas',
    from: ['./engine', './widgets', './app', './platform', './scripts'],
    message: 'schemas/ is the lowest layer.',
  },
  {
    target: './engine/core',
    from: [...browserLayers.map((l) => `./${l}`), './widgets', './app', './platform'],
    message: 'engine/core sits below the rest of the engine.',
  },
  ...browserLayers.map((layer) => ({
    target: `./${layer}`,
    from: ['./widgets', './app', './platform', './scripts'],
    message: 'The engine never imports widgets, the app or the platform.',
  })),
  {
    target: './widgets',
    from: [
      './app',
      './platform',
      './scripts',
      './engine/core/brand/check.ts',
      './engine/core/brand/rules.ts',
    ],
    message: 'Widgets import only schemas, the engine and widgets/ui.',
  },
  ...widgetDirs.map((name) => ({
    target: `./widgets/${name}`,
    from: './widgets',
    except: [`./${name}`, './ui'],
    message: 'Widgets never import each other; share code through widgets/ui or the engine.',
  })),
  {
    target: './widgets/ui',
    from: widgetDirs.map((name) => `./widgets/${name}`),
    message: 'The ui kit never imports a widget.',
  },
  {
    target: './app',
    from: ['./platform', './scripts', './engine/core/brand/check.ts'],
    message: 'The app is browser code: it never imports the platform or the brand checker.',
  },
  {
    target: './platform',
    from: [...browserLayers.map((l) => `./${l}`), './widgets', './app'],
    message: 'The platform imports only schemas and engine/core.',
  },
  ...moduleZones,
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'locales/*/messages.ts',
      // Every module of generated answer validators (scripts/emit-schemas.ts).
      'engine/api/*validators.generated.*',
      'storybook-static',
      '.storybook/public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // Dependencies are not parsed for cycles (PGlite's bundle overflows the parser).
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { maxDepth: 8 }],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // noUncheckedIndexedAccess makes every index optional; `!` marks indexes proven in range.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (house rule 5).' },
      ],
    },
  },
  {
    files: ['engine/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    ignores: ['engine/state/jotai.ts', 'engine/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'jotai', message: 'Use engine/state/jotai.ts (the one jotai seam).' },
            { name: 'jotai/utils', message: 'Use engine/state/jotai.ts (the one jotai seam).' },
            { name: 'ajv', message: 'AJV stays out of the browser bundle.' },
          ],
        },
      ],
    },
  },
  {
    files: ['engine/core/**/*.ts'],
    ignores: ['engine/core/brand/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ajv', message: 'Only engine/core/brand (server and tooling) may use AJV.' },
          ],
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'jotai', '@tanstack/*'],
              message: 'engine/core has no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['platform/**/*.ts', 'schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                'react-dom/*',
                '@tanstack/*',
                'jotai',
                'jotai/*',
                '@lingui/react*',
              ],
              message: 'The platform and schemas never import React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['engine/**/*.tsx', 'widgets/**/*.tsx', 'app/**/*.tsx'],
    // A test support module beside its tests renders no text a user sees, as the tests don't.
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/*-test-support.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            '^[^A-Za-z]*$',
            '^[a-z][a-zA-Z0-9-]*$',
            '^[A-Z][A-Z0-9_/-]*$',
            '^\\(.*\\)$',
            '^(https?|tg|mailto):',
            '^/',
            '^[MLHVCSQTAZmlhvcsqtaz0-9 .,-]+$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(sectionKey|errorCorrectionLevel|className|class|type|role|id|name|href|src|to|rel|target|lang|dir|key|htmlFor|form|method|autoComplete|inputMode|viewBox|fill|stroke|d|xmlns|loading|decoding|strokeLinecap|strokeLinejoin|data-.*|aria-(hidden|live|current|controls|expanded|haspopup|busy|labelledby|describedby|orientation))$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'TypeError',
            'readStorage',
            'writeStorage',
            'document.querySelector',
            'document.getElementById',
            'window.open',
            'Symbol',
            'URLSearchParams',
            'window.matchMedia',
            '*.startsWith',
            // CSS values set through the CSS object model.
            '*.style.setProperty',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
    },
  },
  {
    files: ['**/*.stories.tsx'],
    extends: [...storybook.configs['flat/recommended']],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['.storybook/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Playwright fixtures are not React hooks, and `{}` is their idiom for "no fixtures".
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: [
      '*.config.{ts,js}',
      '.storybook/main.ts',
      '.storybook/preview.tsx',
      'playwright.config.ts',
      // Playwright loads the global teardown by its default export.
      'tests/e2e/global-teardown.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['platform/kernel/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...zones, kernelZone] }] },
  },
);
