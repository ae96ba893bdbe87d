import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/brand.ts';
import {
  agentCenterEntries,
  agentCenterHome,
  agentCenterKeyOf,
  agentCenterPath,
  type AgentCenterFlags,
} from './agent-center.ts';

const route = {
  page: 'p',
  title: { EN: 'T' },
  description: { EN: 'D' },
  chrome: { topBar: true, sideBar: true, leftBarMini: false, rightBar: true, footer: true },
};

function brandWith(entries: Brand['agentCenter']['entries'], paths: string[]) {
  return {
    agentCenter: { entries, presentation: 'page' },
    routes: Object.fromEntries(paths.map((path) => [path, route])),
  } satisfies Pick<Brand, 'agentCenter' | 'routes'>;
}

const none: AgentCenterFlags = {
  divtypereq: 0,
  dailysalreqtype: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
};

describe('agent center routes', () => {
  it('maps page keys to /agent/<key> and back', () => {
    expect(agentCenterPath('myIncome')).toBe('/agent/myIncome');
    expect(agentCenterKeyOf('/agent/realtimeSalary')).toBe('realtimeSalary');
  });

  it('knows only the spec page keys under /agent/', () => {
    expect(agentCenterKeyOf('/agent/dividends')).toBeNull();
    expect(agentCenterKeyOf('/agent/myIncome/extra')).toBeNull();
    expect(agentCenterKeyOf('/member/myIncome')).toBeNull();
    expect(agentCenterKeyOf('/agent/')).toBeNull();
  });
});

describe('agentCenterEntries', () => {
  const all = ['/agent/myIncome', '/agent/dividend', '/agent/dailySalary'];
  const allRoutes = [...all, '/agent/hourlySalary', '/agent/realtimeSalary'];

  it("keeps the brand's order and drops entries without a route", () => {
    const brand = brandWith(['dividend', 'teamOverview', 'myIncome', 'dailySalary'], all);
    expect(agentCenterEntries(brand, { ...none, divtypereq: 1, dailysalreqtype: 1 })).toEqual([
      'dividend',
      'myIncome',
      'dailySalary',
    ]);
  });

  it('shows each contract page only when its flag is 1', () => {
    const brand = brandWith(
      ['myIncome', 'dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'],
      allRoutes,
    );
    expect(agentCenterEntries(brand, none)).toEqual(['myIncome']);
    expect(agentCenterEntries(brand, { ...none, divtypereq: 1 })).toEqual(['myIncome', 'dividend']);
    expect(agentCenterEntries(brand, { ...none, dailysalreqtype: 1 })).toEqual([
      'myIncome',
      'dailySalary',
    ]);
    expect(agentCenterEntries(brand, { ...none, contracthoursalreq: 1 })).toEqual([
      'myIncome',
      'hourlySalary',
    ]);
    expect(agentCenterEntries(brand, { ...none, realtimesalreqtype: 1 })).toEqual([
      'myIncome',
      'realtimeSalary',
    ]);
  });
});

describe('agentCenterHome', () => {
  it('opens on the first routed entry that needs no contract flag', () => {
    const brand = brandWith(
      ['dividend', 'teamOverview', 'myIncome'],
      ['/agent/dividend', '/agent/myIncome'],
    );
    expect(agentCenterHome(brand)).toBe('myIncome');
  });

  it('is null when the brand routes only contract pages, or none', () => {
    expect(agentCenterHome(brandWith(['dividend', 'myIncome'], ['/agent/dividend']))).toBeNull();
    expect(agentCenterHome(brandWith(['myIncome'], []))).toBeNull();
  });
});
