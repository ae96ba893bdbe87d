import { describe, expect, it } from 'vitest';
import { lotteryGame, lotteryGames, type LotteryGame } from './games.ts';
import { drawTimesBetween, lockTimeOf, nextDrawAfter, openDrawAt } from './schedule.ts';
import { lotterySettingsWithDefaults } from './settings.ts';

const settings = lotterySettingsWithDefaults();
const game = (id: string) => lotteryGame(settings, id)!;
/** An instant written in Vietnam time (UTC+7). */
const vn = (local: string) => new Date(`${local}+07:00`);

// The week of Monday 6 January 2025 to Sunday 12 January 2025.
const week = [
  { day: 'Monday', date: '2025-01-06' },
  { day: 'Tuesday', date: '2025-01-07' },
  { day: 'Wednesday', date: '2025-01-08' },
  { day: 'Thursday', date: '2025-01-09' },
  { day: 'Friday', date: '2025-01-10' },
  { day: 'Saturday', date: '2025-01-11' },
  { day: 'Sunday', date: '2025-01-12' },
];

// The station lists, restated.
const south = [
  ['TP.HCM', 'Dong Thap', 'Ca Mau'],
  ['Ben Tre', 'Vung Tau', 'Bac Lieu'],
  ['Dong Nai', 'Can Tho', 'Soc Trang'],
  ['Tay Ninh', 'An Giang', 'Binh Thuan'],
  ['Vinh Long', 'Binh Duong', 'Tra Vinh'],
  ['TP.HCM', 'Long An', 'Binh Phuoc', 'Hau Giang'],
  ['Tien Giang', 'Kien Giang', 'Da Lat'],
];
const central = [
  ['Hue', 'Phu Yen'],
  ['Dak Lak', 'Quang Nam'],
  ['Da Nang', 'Khanh Hoa'],
  ['Binh Dinh', 'Quang Tri', 'Quang Binh'],
  ['Gia Lai', 'Ninh Thuan'],
  ['Da Nang', 'Quang Ngai', 'Dak Nong'],
  ['Khanh Hoa', 'Kon Tum', 'Hue'],
];

/** Draws of a game during one local day (strictly after the instant before its midnight). */
const drawsOn = (g: LotteryGame, date: string) =>
  drawTimesBetween(
    g,
    settings,
    new Date(vn(`${date}T00:00:00`).getTime() - 1),
    vn(`${date}T23:59:59`),
    10_000,
  );

describe('VN schedules', () => {
  week.forEach(({ day, date }, index) => {
    it(`draws the issue's stations on ${day}: South 16:15, Central 17:15, North 18:15`, () => {
      const drawing = (region: string) =>
        lotteryGames(settings)
          .filter((g) => g.region === region)
          .map((g) => ({ name: g.name, draws: drawsOn(g, date) }))
          .filter(({ draws }) => draws.length > 0);
      const southToday = drawing('south');
      expect(southToday.map((s) => s.name).sort()).toEqual([...south[index]!].sort());
      for (const s of southToday) expect(s.draws).toEqual([vn(`${date}T16:15:00`)]);
      const centralToday = drawing('central');
      expect(centralToday.map((s) => s.name).sort()).toEqual([...central[index]!].sort());
      for (const s of centralToday) expect(s.draws).toEqual([vn(`${date}T17:15:00`)]);
      expect(drawing('north')).toEqual([{ name: 'Mien Bac', draws: [vn(`${date}T18:15:00`)] }]);
    });
  });

  it('finds the next draw of a station days ahead, and strictly after the instant given', () => {
    const tphcm = game('VN_S_TPHCM');
    expect(nextDrawAfter(tphcm, settings, vn('2025-01-06T16:15:00'))).toEqual(
      vn('2025-01-11T16:15:00'),
    );
    expect(nextDrawAfter(tphcm, settings, vn('2025-01-06T16:14:59'))).toEqual(
      vn('2025-01-06T16:15:00'),
    );
    expect(nextDrawAfter(game('VN_S_DALAT'), settings, vn('2025-01-12T16:15:00'))).toEqual(
      vn('2025-01-19T16:15:00'),
    );
  });

  it('lists the draws of a range oldest first, up to a limit, across months and years', () => {
    const north = game('VN_N');
    expect(
      drawTimesBetween(north, settings, vn('2024-12-30T18:15:00'), vn('2025-01-02T18:15:00'), 10),
    ).toEqual([vn('2024-12-31T18:15:00'), vn('2025-01-01T18:15:00'), vn('2025-01-02T18:15:00')]);
    expect(
      drawTimesBetween(north, settings, vn('2024-12-30T00:00:00'), vn('2025-01-30T00:00:00'), 2),
    ).toEqual([vn('2024-12-30T18:15:00'), vn('2024-12-31T18:15:00')]);
    expect(
      drawTimesBetween(north, settings, vn('2025-01-02T00:00:00'), vn('2025-01-01T00:00:00'), 5),
    ).toEqual([]);
    expect(
      drawTimesBetween(north, settings, vn('2025-01-01T00:00:00'), vn('2025-01-09T00:00:00'), 0),
    ).toEqual([]);
  });

  it('locks VN sales 15 minutes before the draw', () => {
    expect(lockTimeOf(game('VN_N'), settings, vn('2025-01-06T18:15:00'))).toEqual(
      vn('2025-01-06T18:00:00'),
    );
  });
});

describe('KENO schedule', () => {
  const keno = game('KENO');

  it('draws every 8 minutes from 06:00 to 22:00 inclusive, every day', () => {
    for (const { date } of week) {
      const draws = drawsOn(keno, date);
      expect(draws).toHaveLength(121);
      expect(draws[0]).toEqual(vn(`${date}T06:00:00`));
      expect(draws[1]).toEqual(vn(`${date}T06:08:00`));
      expect(draws.at(-1)).toEqual(vn(`${date}T22:00:00`));
    }
  });

  it('goes to the next morning after the last draw, and stops at lastDraw when it is off the interval', () => {
    expect(nextDrawAfter(keno, settings, vn('2025-01-06T22:00:00'))).toEqual(
      vn('2025-01-07T06:00:00'),
    );
    expect(nextDrawAfter(keno, settings, vn('2025-01-06T10:01:30'))).toEqual(
      vn('2025-01-06T10:08:00'),
    );
    const odd = lotterySettingsWithDefaults({
      keno: { intervalMinutes: 7, firstDraw: '09:30', lastDraw: '10:00' },
    });
    const draws = drawTimesBetween(
      lotteryGame(odd, 'KENO')!,
      odd,
      vn('2025-01-06T00:00:00'),
      vn('2025-01-06T23:59:00'),
      100,
    );
    expect(draws).toEqual(
      ['09:30', '09:37', '09:44', '09:51', '09:58'].map((t) => vn(`2025-01-06T${t}:00`)),
    );
  });

  it('has no draw when the last draw is before the first, and says so', () => {
    const none = lotterySettingsWithDefaults({ keno: { firstDraw: '10:00', lastDraw: '09:00' } });
    expect(() =>
      nextDrawAfter(lotteryGame(none, 'KENO')!, none, vn('2025-01-06T00:00:00')),
    ).toThrow('KENO has no draw in the week after 2025-01-05T17:00:00.000Z.');
  });

  it('locks 30 seconds before the draw; a ticket bought in the lock goes to the next draw', () => {
    expect(lockTimeOf(keno, settings, vn('2025-01-06T06:08:00'))).toEqual(
      vn('2025-01-06T06:07:30'),
    );
    expect(openDrawAt(keno, settings, vn('2025-01-06T06:07:29'))).toEqual(
      vn('2025-01-06T06:08:00'),
    );
    expect(openDrawAt(keno, settings, vn('2025-01-06T06:07:30'))).toEqual(
      vn('2025-01-06T06:16:00'),
    );
  });
});

describe('e-lottery schedules', () => {
  it('draws ELOTT_1M every minute and SEA_5M every 5 minutes, all day', () => {
    const elott = drawsOn(game('ELOTT_1M'), '2025-01-08');
    expect(elott).toHaveLength(1440);
    expect(elott[0]).toEqual(vn('2025-01-08T00:00:00'));
    expect(elott.at(-1)).toEqual(vn('2025-01-08T23:59:00'));
    const sea = drawsOn(game('SEA_5M'), '2025-01-08');
    expect(sea).toHaveLength(288);
    expect(sea.at(-1)).toEqual(vn('2025-01-08T23:55:00'));
  });

  it('crosses midnight and locks 10 seconds before the draw', () => {
    const sea = game('SEA_5M');
    expect(nextDrawAfter(sea, settings, vn('2025-01-08T23:57:00'))).toEqual(
      vn('2025-01-09T00:00:00'),
    );
    expect(nextDrawAfter(game('ELOTT_1M'), settings, vn('2025-01-08T12:00:00.001'))).toEqual(
      vn('2025-01-08T12:01:00'),
    );
    expect(lockTimeOf(sea, settings, vn('2025-01-09T00:00:00'))).toEqual(vn('2025-01-08T23:59:50'));
  });
});
