import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../platform/kernel/paths.ts';
import { checkBrandFiles } from '../../platform/modules/brands/index.ts';

const dir = 'tests/fixtures/brands/broken';

/** Each broken brand file, the rule it must break, and where (line:column) the problem is reported. */
const corpus: [file: string, rule: string, at: string, message?: RegExp][] = [
  ['syntax-trailing-comma', 'json-syntax', '5:1', /property name/],
  ['syntax-missing-comma', 'json-syntax', '4:3', /","/],
  ['syntax-comment', 'json-syntax', '2:3', /Comments/],
  ['syntax-unclosed', 'json-syntax', '6:1', /"}"/],
  ['syntax-single-quotes', 'json-syntax', '2:3', /Unexpected character/],
  ['syntax-empty', 'json-syntax', '1:1', /empty/],
  ['duplicate-key', 'json-duplicate-key', '7:3', /"name" appears twice/],
  ['not-an-object', 'schema/type', '1:1', /JSON object/],
  ['id-mismatch', 'id-mismatch', '3:9', /file name/],
  ['unknown-property', 'schema/additionalProperties', '10:5', /Unknown property "colour"/],
  ['wrong-type', 'schema/type', '10:19', /must be integer, not string/],
  ['bad-enum', 'schema/enum', '10:16', /"EM"/],
  ['bad-pattern', 'schema/pattern', '5:19', /expected form/],
  ['missing-required', 'schema/required', '10:15', /missing required property "title"/],
  ['menu-entry-unknown', 'schema/enum', '12:7', /"promotion"/],
  ['schema-version-newer', 'schema-version', '9:20', /newer than this engine/],
  ['extends-missing', 'extends-missing', '2:14', /"bsae"/],
  ['extends-cycle-a', 'extends-cycle', '2:14', /cycle/],
  ['unknown-widget-type', 'unknown-widget-type', '13:19', /"jackpot-tikcer"/],
  ['widget-placement', 'widget-placement', '13:19', /cannot be placed on a page/],
  ['widget-settings', 'schema/type', '15:21', /"link" must be string/],
  ['route-unknown-page', 'route-unknown-page', '11:15', /page "promotion"/],
  ['parent-page-removed', 'route-unknown-page', '1:1', /comes from a parent brand/],
  ['menu-entry-without-route', 'menu-entry-without-route', '12:7', /"\/promotions"/],
  ['menu-entry-unavailable', 'menu-entry-unavailable', '12:7', /member center/],
  ['menu-entry-target', 'menu-entry-target', '12:7', /AFFILIATELINK/],
  ['banner-group-undefined', 'banner-group-undefined', '11:22', /"w_downn"/],
  ['banner-setting-undefined', 'banner-group-undefined', '15:22', /"w_promotion"/],
  ['unknown-flag', 'unknown-flag', '15:21', /"referalPromo"/],
  ['unknown-flag-override', 'unknown-flag', '10:5', /"refferalPromo"/],
  ['duplicate-flag', 'duplicate-flag', '9:15', /"referralPromo" appears more than once/],
  ['duplicate-domain', 'duplicate-domain', '7:5', /brand "lucky"/],
  ['duplicate-merchant-code', 'duplicate-merchant-code', '5:19', /brand "royal"/],
  ['page-order-unknown-section', 'page-order-unknown-section', '14:9', /"jackpott"/],
  ['language-default-unsupported', 'language-default-unsupported', '10:16', /"TY"/],
  ['language-without-catalog', 'language-without-catalog', '13:7', /"VI"/],
  ['invalid-pattern', 'invalid-pattern', '12:28', /regular expression/],
  ['field-length-range', 'field-length-range', '12:22', /minLength 20 above maxLength 10/],
  ['field-required-disabled', 'field-required-disabled', '12:21', /required but not enabled/],
  ['missing-asset', 'missing-asset', '10:13', /does not exist/],
  [
    'image-host',
    'image-host',
    '10:13',
    /https:\/\/img\.elsewhere\.example, which the brand does not declare/,
  ],
  ['asset-host-path', 'schema/pattern', '10:20'],
  ['missing-home-route', 'missing-home-route', '9:13', /no "\/" route/],
  ['login-route-missing', 'login-route-missing', '10:26', /"\/login"/],
  ['constant-range', 'constant-range', '11:14', /jackpot.min/],
  ['abstract-with-domains', 'abstract-with-domains', '6:14', /abstract/],
  ['help-topic-undefined', 'help-topic-undefined', '12:7', /"faq"/],
  ['terms-missing', 'terms-missing', '1:1', /"term" help topic/],
  [
    'channel-bank-account-missing',
    'schema/required',
    '11:18',
    /"bankAccount"\. A "bank-transfer" channel needs the account/,
  ],
  ['channel-qr-on-gateway', 'schema/not', '12:9', /"qr" belongs to a channel of kind "qr" only/],
  [
    'lottery-settings',
    'lottery-settings',
    '12:26',
    /baoLo2 minStakeMinor 50000 \(₱500\.00\) is above its maxStakeMinor/,
  ],
  [
    'channel-amounts',
    'channel-amounts',
    '12:21',
    /minMinor 6000000 \(₱60,000\.00\) above maxMinor/,
  ],
  [
    'channel-currency',
    'channel-currency',
    '13:11',
    /currency USD, but the brand's currency is PHP/,
  ],
  ['channel-names', 'channel-names', '13:18', /no name for TY/],
  ['time-zone', 'time-zone', '9:15', /"Asia\/Manilla" is not a time zone of the IANA database/],
  [
    'member-center-page',
    'member-center-page',
    '8:5',
    /"withdrawl" is not a member center page key/,
  ],
  ['agent-center-page', 'agent-center-page', '8:5', /"myIncom" is not an agent center page key/],
];

const suggestions: Record<string, string> = {
  'bad-enum': 'did you mean "EN"?',
  'extends-missing': 'did you mean "base"?',
  'unknown-widget-type': 'did you mean "jackpot-ticker"?',
  'unknown-flag': 'did you mean "referralPromo"?',
  'unknown-flag-override': 'did you mean "referralPromo"?',
  'page-order-unknown-section': 'did you mean "jackpot"?',
  'banner-group-undefined': 'did you mean "w_down"?',
  'menu-entry-unknown': 'did you mean "promotions"?',
  'image-host': 'add "https://img.elsewhere.example" to "cdn.assetHosts"',
  'channel-currency': 'set "currencies" to ["PHP"]',
  'member-center-page': 'did you mean "/member/withdraw"?',
  'agent-center-page': 'did you mean "/agent/myIncome"?',
};

describe('brand:check corpus', () => {
  it('covers every broken file in the corpus, and at least 20 kinds of mistake', () => {
    const files = readdirSync(join(repoRoot, dir)).map((f) => f.replace(/\.json$/, ''));
    const listed = new Set(corpus.map(([file]) => file));
    expect(files.filter((f) => !listed.has(f) && f !== 'extends-cycle-b')).toEqual([]);
    expect(new Set(corpus.map(([, rule]) => rule)).size).toBeGreaterThanOrEqual(20);
  });

  it.each(corpus)('%s breaks %s at %s', (file, rule, at, message) => {
    const path = `${dir}/${file}.json`;
    const { diagnostics, brands } = checkBrandFiles({ files: [path], cwd: repoRoot });
    const found = diagnostics.find((d) => d.file === path && d.rule === rule);
    expect(found, JSON.stringify(diagnostics, null, 2)).toBeDefined();
    expect(`${found!.line}:${found!.column}`).toBe(at);
    expect(found!.severity).toBe('error');
    if (message) expect(found!.message).toMatch(message);
    if (suggestions[file]) expect(found!.suggestion).toBe(suggestions[file]);
    // A broken brand is never served.
    expect(brands.find((b) => b.file === path)?.valid ?? false).toBe(false);
  });

  it('passes the demo brands with no problem at all', () => {
    const { diagnostics, brands } = checkBrandFiles({ cwd: repoRoot });
    expect(diagnostics).toEqual([]);
    expect(
      brands
        .filter((b) => b.valid)
        .map((b) => b.id)
        .sort(),
    ).toEqual(['base', 'lucky', 'royal']);
  });
});

describe('npm run brand:check', () => {
  const cli = (...files: string[]) =>
    spawnSync(process.execPath, ['scripts/brand-check.ts', ...files], {
      cwd: repoRoot,
      encoding: 'utf8',
    });

  it('prints file:line:column, severity, rule, pointer and message, and fails on errors', () => {
    const result = cli(`${dir}/unknown-widget-type.json`, `${dir}/route-unknown-page.json`);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `${dir}/unknown-widget-type.json:13:19  error  unknown-widget-type  /pages/home/sections/jackpot/type  Unknown widget type "jackpot-tikcer". (did you mean "jackpot-ticker"?)`,
    );
    expect(result.stdout).toContain(
      `${dir}/route-unknown-page.json:11:15  error  route-unknown-page  /routes/~1promotions/page`,
    );
    expect(result.stdout).toMatch(/2 brand file\(s\) checked: 2 error\(s\)/);
  });

  it('succeeds on the demo brands and can answer in JSON', () => {
    const out = execFileSync(process.execPath, ['scripts/brand-check.ts', '--json'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    const parsed = JSON.parse(out) as {
      diagnostics: unknown[];
      brands: { id: string; valid: boolean }[];
    };
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.brands.every((b) => b.valid)).toBe(true);
  });
});
