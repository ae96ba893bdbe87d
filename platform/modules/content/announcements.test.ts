import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announcements } from './tables.ts';
import { createTestPlatform, testStart, type TestPlatform } from '../../test/harness.ts';
import {
  activeAnnouncements,
  listAnnouncements,
  postAnnouncement,
  removeAnnouncement,
} from './announcements.ts';
import { seedDemo } from './seed.ts';
import { bearer, call, playMember } from '../../test/play.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(announcements);
  t.clock.set(testStart);
});

async function notices(host: string, language?: string, types?: string) {
  const response = await t.app.inject({
    url: `/wps/system/notices${types ? `?types=${types}` : ''}`,
    headers: { host, ...(language ? { language } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().value as Record<string, { id: number; title: string; type: string }[]>;
}

const titles = (list: { title: string }[] | undefined) => (list ?? []).map((n) => n.title);

describe('posting', () => {
  it('stores a valid announcement with trimmed text and an upper-case language', async () => {
    const row = await postAnnouncement(t.db, t.clock, {
      type: 'PL',
      title: '  Hello  ',
      content: ' <p>Hi</p> ',
      brandId: 'alpha',
      language: 'en',
    });
    expect(row).toMatchObject({
      type: 'PL',
      title: 'Hello',
      content: '<p>Hi</p>',
      brandId: 'alpha',
      language: 'EN',
    });
    expect(row.id).toBeGreaterThan(0);
    expect(row.startsAt).toEqual(new Date(testStart));
  });

  it('rejects bad type, empty or overlong text and unknown languages, naming each field', async () => {
    await expect(
      postAnnouncement(t.db, t.clock, { type: 'XX', title: ' ', content: '', language: 'KLINGON' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: {
        type: expect.stringContaining('B, PL, PU, PR, H'),
        title: expect.any(String),
        content: expect.any(String),
        language: expect.any(String),
      },
    });
    await expect(
      postAnnouncement(t.db, t.clock, { type: 'PL', title: 't'.repeat(201), content: 'c' }),
    ).rejects.toMatchObject({
      fields: { title: expect.stringContaining('200') },
    });
    await expect(
      postAnnouncement(t.db, t.clock, { type: 'PL', title: 't', content: 'c'.repeat(20_001) }),
    ).rejects.toMatchObject({
      fields: { content: expect.stringContaining('20000') },
    });
    await expect(
      postAnnouncement(t.db, t.clock, {
        type: 'PL',
        title: 't',
        content: 'c',
        endsAt: new Date('2026-03-01T00:00:00Z'),
      }),
    ).rejects.toMatchObject({ fields: { until: expect.any(String) } });
    expect(await listAnnouncements(t.db)).toEqual([]);
  });

  it('removes an announcement by number', async () => {
    const row = await postAnnouncement(t.db, t.clock, { type: 'H', title: 'Help', content: 'c' });
    expect(await removeAnnouncement(t.db, row.id)).toBe(true);
    expect(await removeAnnouncement(t.db, row.id)).toBe(false);
    expect(titles((await notices('alpha.test', 'EN')).help)).toEqual([]);
  });
});

describe('what players see', () => {
  it('filters by language: the requested one plus language-less rows; unsupported falls back to the default', async () => {
    await postAnnouncement(t.db, t.clock, {
      type: 'PL',
      title: 'English',
      content: 'c',
      language: 'EN',
    });
    await postAnnouncement(t.db, t.clock, {
      type: 'PL',
      title: 'Tagalog',
      content: 'c',
      language: 'TY',
    });
    await postAnnouncement(t.db, t.clock, { type: 'PL', title: 'Everyone', content: 'c' });
    expect(titles((await notices('alpha.test', 'EN')).player).sort()).toEqual([
      'English',
      'Everyone',
    ]);
    expect(titles((await notices('alpha.test', 'ty')).player).sort()).toEqual([
      'Everyone',
      'Tagalog',
    ]);
    // No header: the brand default (alpha EN, bravo TY). Unsupported (VI): the default too.
    expect(titles((await notices('alpha.test')).player).sort()).toEqual(['English', 'Everyone']);
    expect(titles((await notices('bravo.test')).player).sort()).toEqual(['Everyone', 'Tagalog']);
    expect(titles((await notices('bravo.test', 'VI')).player).sort()).toEqual([
      'Everyone',
      'Tagalog',
    ]);
  });

  it('shows a brand its own and the global announcements, never another brand', async () => {
    await postAnnouncement(t.db, t.clock, {
      type: 'PR',
      title: 'Alpha only',
      content: 'c',
      brandId: 'alpha',
    });
    await postAnnouncement(t.db, t.clock, {
      type: 'PR',
      title: 'Bravo only',
      content: 'c',
      brandId: 'bravo',
    });
    await postAnnouncement(t.db, t.clock, { type: 'PR', title: 'All brands', content: 'c' });
    expect(titles((await notices('alpha.test')).promotion).sort()).toEqual([
      'All brands',
      'Alpha only',
    ]);
    expect(titles((await notices('bravo.test')).promotion).sort()).toEqual([
      'All brands',
      'Bravo only',
    ]);
    expect(titles(await listAnnouncements(t.db, { brandId: 'alpha' })).sort()).toEqual([
      'All brands',
      'Alpha only',
    ]);
  });

  it('groups by type and orders each group newest first', async () => {
    for (const [type, title] of [
      ['B', 'strip'],
      ['PL', 'old player'],
      ['PU', 'popup'],
      ['H', 'help'],
    ] as const) {
      await postAnnouncement(t.db, t.clock, { type, title, content: 'c' });
    }
    t.clock.advance(60_000);
    await postAnnouncement(t.db, t.clock, { type: 'PL', title: 'new player', content: 'c' });
    const value = await notices('alpha.test');
    expect(titles(value.banners)).toEqual(['strip']);
    expect(titles(value.player)).toEqual(['new player', 'old player']);
    expect(titles(value.popup)).toEqual(['popup']);
    expect(titles(value.help)).toEqual(['help']);
    expect(value.promotion).toEqual([]);
    expect(titles((await notices('alpha.test', undefined, 'PU,H')).player)).toEqual([]);
  });

  it('shows an announcement only inside its time window', async () => {
    await postAnnouncement(t.db, t.clock, {
      type: 'PU',
      title: 'Flash sale',
      content: 'c',
      startsAt: new Date('2026-03-02T12:00:00Z'),
      endsAt: new Date('2026-03-02T14:00:00Z'),
    });
    expect(titles((await notices('alpha.test')).popup)).toEqual([]);
    t.clock.set('2026-03-02T12:00:00Z');
    expect(titles((await notices('alpha.test')).popup)).toEqual(['Flash sale']);
    t.clock.set('2026-03-02T14:00:00Z');
    expect(titles((await notices('alpha.test')).popup)).toEqual([]);
    // Operators still see it.
    expect(titles(await listAnnouncements(t.db))).toEqual(['Flash sale']);
  });
});

describe("agents' announcements (AG)", () => {
  it('reach only agents, in the agent center, never the public notices', async () => {
    await postAnnouncement(t.db, t.clock, {
      type: 'AG',
      title: 'New salary tiers',
      content: '<p>From Monday.</p>',
      brandId: 'alpha',
    });
    await postAnnouncement(t.db, t.clock, { type: 'PL', title: 'For everyone', content: 'x' });
    const everyGroup = Object.values(await notices('alpha.test')).flat();
    expect(titles(everyGroup)).toEqual(['For everyone']);
    const agent = await playMember(t, { brandId: 'alpha', isAgent: 1 });
    const answer = await call(t.app, 'alpha.test', 'GET', '/wps/agent/announcements', {
      headers: bearer(agent.token),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value).toEqual([
      {
        id: expect.any(Number),
        type: 'AG',
        title: 'New salary tiers',
        content: '<p>From Monday.</p>',
        createdAt: testStart,
      },
    ]);
    const player = await playMember(t, { brandId: 'alpha' });
    const refused = await call(t.app, 'alpha.test', 'GET', '/wps/agent/announcements', {
      headers: bearer(player.token),
    });
    expect(refused.json().error.code).toBe('NOT_AGENT');
  });
});

describe('demo seed', () => {
  it('writes English and Tagalog notices for every served brand, with the brand in them', async () => {
    const written = await seedDemo(
      t.db,
      t.clock,
      t.registry.sites.map((s) => s.brand),
    );
    expect(written).toBe(2 * 4 * 2);
    const english = await activeAnnouncements(t.db, t.clock, { brandId: 'alpha', language: 'EN' });
    expect(english.map((r) => r.type).sort()).toEqual(['B', 'PL', 'PR', 'PU']);
    expect(english.every((r) => r.language === 'EN' && r.brandId === 'alpha')).toBe(true);
    expect(english.find((r) => r.type === 'PL')!.title).toBe('Welcome to Alpha Casino');
    const tagalog = await notices('bravo.test', 'TY');
    expect(titles(tagalog.player)).toEqual(['Maligayang pagdating sa Bravo & <Friends>']);
    expect(tagalog.promotion).toHaveLength(1);
    expect(titles(tagalog.popup)).toEqual(['Maglaro nang responsable']);
  });
});
