/**
 * What the game call tests (routes-*.test.ts) share: a validator per game answer, the answer
 * and query shapes, and a client that makes the lobby's game calls to a test platform as the
 * storefront of alpha.test.
 */
import { Ajv } from 'ajv';
import { afterAll, beforeAll, expect } from 'vitest';
import { gameResponses } from '../../../schemas/api/games.ts';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
/** A compiled validator per game answer schema, and `error` for the error envelope. */
export const valid = Object.fromEntries(
  Object.entries({ ...gameResponses, error: apiErrorSchema }).map(([name, schema]) => [
    name,
    ajv.compile(schema),
  ]),
);

/** The fields of a game tile the tests read. */
export interface Tile {
  nodeId: string;
  accountTypeName: string;
  displayName: string;
  gameName: string;
  vassalage: string;
  isHot: number;
  isNew: number;
  minBet: number;
  minLineNum: number;
  gameClassify: string[];
}
/** The `value` of a game list answer. */
export interface ListValue {
  games: Tile[];
  pageNo: number;
  totalPages: number;
  total: number;
}

/** The query parameters of the game list. */
export interface Query {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: string;
  gameName?: string;
  minBet?: string;
  minLineNum?: string;
  pageSize?: string;
  pageNo?: string;
}

/**
 * A test platform with the test catalog, started before the tests of the calling `describe`
 * and closed after them, and its game calls as alpha.test's storefront makes them. `list` asks
 * for the game list and expects a valid 200 answer.
 */
export function gameCallsSuite() {
  let started: TestPlatform | undefined;
  beforeAll(async () => {
    started = await createTestPlatform({ catalog: true });
  });
  afterAll(async () => {
    await started?.close();
  });
  const platform = (): TestPlatform => {
    if (!started) throw new Error('The test platform has not started');
    return started;
  };
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await platform().app.inject({
      method: 'GET',
      url,
      headers: { host: 'alpha.test', ...headers },
    });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  };
  const list = async (query: Query & Record<string, string>, headers?: Record<string, string>) => {
    const answer = await get(
      `/wps/relay/GCSGAME_gameList?${new URLSearchParams(query).toString()}`,
      headers,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(valid.gameList!(answer.body), JSON.stringify(valid.gameList!.errors)).toBe(true);
    return (answer.body as { value: ListValue }).value;
  };
  return { platform, get, list };
}
