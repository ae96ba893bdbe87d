/**
 * Brand files and a storefront build written into temp folders, so platform tests depend
 * neither on the real brands nor on which widgets exist nor on a Vite build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { brandSchema, registrationFieldNames } from '../../schemas/brand.ts';
import type { BrandSchemas } from '../modules/brands/index.ts';

/**
 * The brand schema without per-widget settings and an empty widget catalog. The fixture
 * brands place no widgets, so they pass against these as well as against the emitted ones.
 */
export const testBrandSchemas: BrandSchemas = { schema: brandSchema, widgets: {} };

const svg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>${label}</title></svg>\n`;

const field = (enabled: boolean) => ({
  enabled,
  required: enabled,
  patternId: 0,
  minLength: 1,
  maxLength: 30,
});

/** An abstract parent every fixture brand extends. */
export const fixtureBase = {
  schemaVersion: 1,
  id: 'base',
  abstract: true,
  name: 'Base',
  merchantCode: 'BASE',
  domains: [],
  languages: { default: 'EN', supported: ['EN', 'TY'], game: 'EN' },
  currency: { code: 'PHP', symbol: '₱' },
  compliance: { minimumAge: 18 },
  theme: {
    default: 'dark',
    logo: 'base/logo.svg',
    favicon: 'base/favicon.svg',
    modes: {
      dark: { accent: '#2563eb', bg: '#0f1115' },
      light: { accent: '#1d4ed8', bg: '#f4f6fb' },
    },
  },
  features: [
    {
      modId: 'REGISTRATION',
      enabled: true,
      childrenNodes: [{ modId: 'mobileReg', enabled: true, childrenNodes: [] }],
    },
    { modId: 'referralPromo', enabled: true, childrenNodes: [] },
  ],
  registration: {
    fields: Object.fromEntries(
      registrationFieldNames.map((name) => [
        name,
        field(name === 'username' || name === 'password'),
      ]),
    ),
  },
  menu: { order: ['home'] },
  bannerGroups: {
    w_home: [
      {
        bannerId: 'welcome',
        url: 'base/banner.svg',
        alt: { EN: 'Welcome', TY: 'Maligayang pagdating' },
        linkageType: 'route',
        link: '/promotions',
      },
    ],
  },
  routes: {
    '/': {
      page: 'home',
      title: { EN: 'Home', TY: 'Tahanan' },
      description: { EN: 'Casino and slots.', TY: 'Casino at slots.' },
      bannerGroup: 'w_home',
    },
    '/promotions': {
      page: 'home',
      title: { EN: 'Promotions', TY: 'Mga promo' },
      description: { EN: 'Bonuses.', TY: 'Mga bonus.' },
    },
  },
  pages: { home: { sections: {}, order: [] } },
  frame: {},
} as const;

/** Brand "alpha": English, dark, livechat and VIP service, two resources. */
export const fixtureAlpha = {
  extends: 'base',
  id: 'alpha',
  name: 'Alpha Casino',
  merchantCode: 'ALPHA',
  domains: ['alpha.test', 'www.alpha.test'],
  theme: {
    default: 'dark',
    logo: 'alpha/logo.svg',
    modes: { dark: { accent: '#aa0000' }, light: { accent: '#cc0000' } },
  },
  flags: { referralPromo: false },
  resources: {
    TELEGRAM: [{ url: 'https://t.me/alpha', labelNameEn: 'Telegram' }],
    Android: [
      {
        url: 'https://alpha.example/app.apk',
        labelNameEn: 'Android app',
        qrCodeUrl: 'alpha/qr.png',
      },
    ],
  },
  customerService: { livechat: 'https://chat.alpha.example/', vip: 'https://vip.alpha.example/' },
} as const;

/**
 * Brand "bravo": Tagalog by default, light theme, also served by address (127.0.0.1), and
 * texts that try to break out of the brand-data script and the head (`</script>`, `<!--`, `&`,
 * U+2028).
 */
export const fixtureBravo = {
  extends: 'base',
  id: 'bravo',
  name: 'Bravo & <Friends>',
  merchantCode: 'BRAVO',
  domains: ['bravo.test', '127.0.0.1'],
  languages: { default: 'TY', supported: ['TY', 'EN'], game: 'EN' },
  theme: {
    default: 'light',
    logo: 'bravo/logo.svg',
    modes: { dark: { accent: '#00aa00' }, light: { accent: '#008800' } },
  },
  routes: {
    '/promotions': {
      page: 'home',
      title: {
        EN: 'Deals </script><script>alert(1)</script>',
        TY: 'Promo </script><script>alert(1)</script>',
      },
      description: { EN: 'Say "hi" <!-- & $& \u2028 end', TY: 'Sabi "hi" <!-- & $& \u2028 wakas' },
    },
  },
} as const;

/** A brand whose file breaks a rule (its banner image does not exist). */
export const fixtureBroken = {
  extends: 'base',
  id: 'broken',
  name: 'Broken Brand',
  merchantCode: 'BROKEN',
  domains: ['broken.test'],
  theme: { default: 'dark', logo: 'broken/missing-logo.svg', modes: { dark: {}, light: {} } },
} as const;

/**
 * Writes the fixture brands (and `broken` when asked, and `extra` brand files by id) with
 * their images into `dir`.
 */
export function writeFixtureBrands(
  dir: string,
  options: { broken?: boolean; extra?: Readonly<Record<string, unknown>> } = {},
): void {
  for (const folder of ['base', 'alpha', 'bravo'])
    mkdirSync(join(dir, folder), { recursive: true });
  const files: Record<string, unknown> = {
    base: fixtureBase,
    alpha: fixtureAlpha,
    bravo: fixtureBravo,
  };
  if (options.broken) files.broken = fixtureBroken;
  Object.assign(files, options.extra);
  for (const [id, brand] of Object.entries(files))
    writeFileSync(join(dir, `${id}.json`), `${JSON.stringify(brand, null, 2)}\n`);
  writeFileSync(join(dir, 'base/logo.svg'), svg('base logo'));
  writeFileSync(join(dir, 'base/favicon.svg'), svg('base favicon'));
  writeFileSync(join(dir, 'base/banner.svg'), svg('banner'));
  writeFileSync(join(dir, 'alpha/logo.svg'), svg('alpha logo'));
  writeFileSync(join(dir, 'alpha/qr.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(join(dir, 'bravo/logo.svg'), svg('bravo logo'));
}

/** The fixture storefront's index.html: the markers the platform fills in, like the real one. */
export const fixtureIndexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--brand-head-->
    <script src="/boot.js"></script>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <!--brand-data-->
  </body>
</html>
`;

/** Content of the fixture's hashed script (long enough to be worth compressing). */
export const fixtureScript = `console.log(${JSON.stringify('storefront '.repeat(300))});\n`;

/** Writes a tiny storefront build into `dir`, with a precompressed sibling like the real build. */
export function writeFixtureStorefront(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), fixtureIndexHtml);
  writeFileSync(join(dir, 'boot.js'), '// boot\n');
  writeFileSync(join(dir, 'assets/index-abc123.js'), fixtureScript);
  writeFileSync(join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(fixtureScript));
}
