/**
 * The lottery's games (issue 15): the Vietnamese state lottery per region and station, KENO
 * (vendor GPI) and two 5-digit e-lotteries (ELOTT every minute, TCG_SEA every 5 minutes).
 */
import type { LotterySettings } from '../../../schemas/brand/lottery.ts';

/** The kinds of game: Vietnamese lottery, KENO, fast e-lottery. */
export type LotteryKind = 'vn' | 'keno' | 'fast';
/** The regions of the Vietnamese lottery. */
export type VnRegion = 'north' | 'central' | 'south';
/** The prize modes of spec §7. */
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

/** One lottery game. */
export interface LotteryGame {
  /** 'VN_N', 'VN_S_<STATION>', 'VN_C_<STATION>' (ASCII upper), 'KENO', 'ELOTT_1M', 'SEA_5M'. */
  gameId: string;
  kind: LotteryKind;
  vendor: 'TCG_LOTTO_VN' | 'GPI' | 'ELOTT' | 'TCG_SEA';
  /** VN games 'Lott', KENO 'ZY', ELOTT_1M 'Elott', SEA_5M 'SEA'. */
  prizeMode: PrizeMode;
  region: VnRegion | null;
  /** English station or game name: 'TP.HCM', 'Mien Bac', 'KENO', 'E-Lotto 1 minute'. */
  name: string;
  /** 'vietnam_rb_northern' | 'vietnam_rb_central' | 'vietnam_rb_southern' | 'keno' | 'elott' | 'sea'. */
  tag: string;
  timeZone: 'Asia/Ho_Chi_Minh';
  /** Spec drawDayOfWeek values: 1 = Sunday, 2..7 = Monday..Saturday. */
  drawDays: number[];
  /** Minutes between draws of KENO and fast games; null for VN (one draw a day). */
  intervalMinutes: number | null;
}

/** Every day of the week as drawDayOfWeek values. */
const everyDay = [1, 2, 3, 4, 5, 6, 7];

/** Stations by weekday (Monday first, Sunday last), as the issue lists them. */
const stationsByWeekday: Record<'central' | 'south', string[][]> = {
  south: [
    ['TP.HCM', 'Dong Thap', 'Ca Mau'],
    ['Ben Tre', 'Vung Tau', 'Bac Lieu'],
    ['Dong Nai', 'Can Tho', 'Soc Trang'],
    ['Tay Ninh', 'An Giang', 'Binh Thuan'],
    ['Vinh Long', 'Binh Duong', 'Tra Vinh'],
    ['TP.HCM', 'Long An', 'Binh Phuoc', 'Hau Giang'],
    ['Tien Giang', 'Kien Giang', 'Da Lat'],
  ],
  central: [
    ['Hue', 'Phu Yen'],
    ['Dak Lak', 'Quang Nam'],
    ['Da Nang', 'Khanh Hoa'],
    ['Binh Dinh', 'Quang Tri', 'Quang Binh'],
    ['Gia Lai', 'Ninh Thuan'],
    ['Da Nang', 'Quang Ngai', 'Dak Nong'],
    ['Khanh Hoa', 'Kon Tum', 'Hue'],
  ],
};

const regionCode = { north: 'N', central: 'C', south: 'S' } as const;
const regionTag = {
  north: 'vietnam_rb_northern',
  central: 'vietnam_rb_central',
  south: 'vietnam_rb_southern',
} as const;

function vnGame(region: VnRegion, name: string, drawDays: number[], station: boolean): LotteryGame {
  const suffix = station ? `_${name.replace(/[^A-Za-z]/g, '').toUpperCase()}` : '';
  return {
    gameId: `VN_${regionCode[region]}${suffix}`,
    kind: 'vn',
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'Lott',
    region,
    name,
    tag: regionTag[region],
    timeZone: 'Asia/Ho_Chi_Minh',
    drawDays,
    intervalMinutes: null,
  };
}

/** The stations of a region, once each, in order of first appearance (Monday first). */
function stationGames(region: 'central' | 'south'): LotteryGame[] {
  const days = new Map<string, number[]>();
  stationsByWeekday[region].forEach((stations, mondayFirst) => {
    // Monday (index 0) is drawDayOfWeek 2 ... Saturday 7; Sunday (index 6) is 1.
    const dayOfWeek = ((mondayFirst + 1) % 7) + 1;
    for (const station of stations) days.set(station, [...(days.get(station) ?? []), dayOfWeek]);
  });
  return [...days].map(([name, drawDays]) =>
    vnGame(
      region,
      name,
      drawDays.sort((a, b) => a - b),
      true,
    ),
  );
}

/**
 * Every game, in a stable order: North, the Central stations, the South stations (each station
 * once, with all its draw days), KENO, ELOTT_1M, SEA_5M. KENO's interval comes from `settings`.
 */
export function lotteryGames(settings: LotterySettings): LotteryGame[] {
  const fast = (
    gameId: string,
    vendor: 'ELOTT' | 'TCG_SEA',
    prizeMode: 'Elott' | 'SEA',
    name: string,
    intervalMinutes: number,
  ): LotteryGame => ({
    gameId,
    kind: 'fast',
    vendor,
    prizeMode,
    region: null,
    name,
    tag: vendor === 'ELOTT' ? 'elott' : 'sea',
    timeZone: 'Asia/Ho_Chi_Minh',
    drawDays: [...everyDay],
    intervalMinutes,
  });
  return [
    vnGame('north', 'Mien Bac', [...everyDay], false),
    ...stationGames('central'),
    ...stationGames('south'),
    {
      gameId: 'KENO',
      kind: 'keno',
      vendor: 'GPI',
      prizeMode: 'ZY',
      region: null,
      name: 'KENO',
      tag: 'keno',
      timeZone: 'Asia/Ho_Chi_Minh',
      drawDays: [...everyDay],
      intervalMinutes: settings.keno.intervalMinutes,
    },
    fast('ELOTT_1M', 'ELOTT', 'Elott', 'E-Lotto 1 minute', 1),
    fast('SEA_5M', 'TCG_SEA', 'SEA', 'SEA Lotto 5 minutes', 5),
  ];
}

/** The game with id `gameId`, or undefined when there is none. */
export function lotteryGame(settings: LotterySettings, gameId: string): LotteryGame | undefined {
  return lotteryGames(settings).find((game) => game.gameId === gameId);
}
