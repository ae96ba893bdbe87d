/**
 * The game-list load of `npm run bench`: a realistic lobby mix on the Royal Win brand, built
 * from the seeded catalog itself. RNG lobby pages 1..N (pageSize 42), every RNG vendor's first
 * pages, a classify filter per vendor, NEW and HOT, and name searches (pageSize 28).
 */
import { getJson } from './servers.ts';

interface VendorLanes {
  lanes: {
    gameCategory: string;
    vendors: { vassalage: string; gameCount: number; gameClassify: { key: string }[] }[];
  }[];
}

/** The request paths of the mix, asked of the platform on `port`. */
export async function lobbyMix(port: number): Promise<string[]> {
  const lanes = (await getJson(port, '/wps/game/vendors')) as VendorLanes;
  const rng = lanes.lanes.find((l) => l.gameCategory === 'RNG')?.vendors ?? [];
  const rngGames = rng.reduce((sum, v) => sum + v.gameCount, 0);
  const list = (query: Record<string, string | number>) =>
    `/wps/relay/GCSGAME_gameList?${new URLSearchParams(
      Object.entries({ clientType: 3, platform: 'html5-desktop', language: 'EN', ...query }).map(
        ([k, v]) => [k, String(v)],
      ),
    ).toString()}`;
  const paths: string[] = [];
  const lobbyPages = Math.ceil(rngGames / 42);
  for (let page = 1; page <= lobbyPages; page += 1)
    paths.push(list({ gameType: 'RNG', gameClassify: 'ALL', pageSize: 42, pageNo: page }));
  for (const vendor of rng) {
    for (let page = 1; page <= 3; page += 1)
      paths.push(
        list({ gameType: 'RNG', vassalage: vendor.vassalage, pageSize: 42, pageNo: page }),
      );
    const classify = vendor.gameClassify.at(-1)?.key;
    if (classify)
      paths.push(
        list({
          gameType: 'RNG',
          vassalage: vendor.vassalage,
          gameClassify: classify,
          pageSize: 42,
        }),
      );
  }
  for (const name of ['dragon', 'golden', 'lucky', 'fortune', 'panda', 'megaways', 'koi', 'rush'])
    for (let page = 1; page <= 2; page += 1)
      paths.push(list({ gameName: name, pageSize: 28, pageNo: page }));
  paths.push(list({ gameType: 'RNG', gameClassify: 'NEW', pageSize: 42 }));
  paths.push(list({ gameType: 'RNG', gameClassify: 'HOT', pageSize: 42 }));
  return paths;
}
