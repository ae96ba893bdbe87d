import { describe, expect, it } from 'vitest';
import { brandWith, demoBrands } from '../../../../tests/support/brands.ts';
import { agentCenterPageRule, memberCenterPageRule } from './route-rules.ts';
import type { BrandRule } from './rule-types.ts';

/** What `rule` reports on a brand: pointer, message and suggestion of each problem. */
function findings(rule: BrandRule, brand: Parameters<BrandRule['run']>[0]['brand']) {
  const out: { pointer: string; message: string; suggestion?: string }[] = [];
  rule.run({
    brand,
    widgets: {},
    report: (pointer, _code, message, extra) =>
      out.push({ pointer, message, suggestion: extra?.suggestion }),
  });
  return out;
}

const route = { page: 'home', title: { EN: 'x' }, description: { EN: 'x' } };

describe('agent-center-page', () => {
  it.each(['royal', 'lucky'])('passes the %s demo brand', (id) => {
    expect(findings(agentCenterPageRule, demoBrands[id]!)).toEqual([]);
  });

  it('passes every agent center page key', () => {
    const brand = brandWith('royal', {
      routes: { '/agent/teamOverview': route, '/agent/realtimeSalary': route },
    });
    expect(findings(agentCenterPageRule, brand)).toEqual([]);
  });

  it('reports a route under /agent/ that is no agent center page key, with the closest one', () => {
    const brand = brandWith('royal', { routes: { '/agent/dividends': route } });
    expect(findings(agentCenterPageRule, brand)).toEqual([
      {
        pointer: '/routes/~1agent~1dividends',
        message: expect.stringContaining(
          'Route "/agent/dividends" is under /agent/ but "dividends" is not an agent center page key',
        ) as string,
        suggestion: 'did you mean "/agent/dividend"?',
      },
    ]);
  });

  it("leaves the member center's routes to its own rule", () => {
    const brand = brandWith('royal', { routes: { '/member/dividend': route } });
    expect(findings(agentCenterPageRule, brand)).toEqual([]);
    expect(findings(memberCenterPageRule, brand)).toHaveLength(1);
  });
});
