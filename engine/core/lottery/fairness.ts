/**
 * Provably fair draws (docs/lottery.md, "Fairness"): before sales close the platform publishes
 * SHA-256 of a secret 32-byte seed; after the draw it reveals the seed, and anyone can derive
 * the winning numbers from it with this module. WebCrypto only, so it runs in the browser too.
 */
import { LotteryInputError } from './errors.ts';
import type { LotteryGame } from './games.ts';
import {
  fastDigitCount,
  formatWinningNumbers,
  kenoDrawSize,
  kenoMaxNumber,
  parseWinningNumbers,
  vnPrizeShape,
  type DrawResult,
  type VnPrizeName,
} from './results.ts';

const seedPattern = /^[0-9a-f]{64}$/;

/** The bytes of a seed: 64 lower-case hex digits. Throws LotteryInputError otherwise. */
function seedBytes(seedHex: string): Uint8Array<ArrayBuffer> {
  if (!seedPattern.test(seedHex))
    throw new LotteryInputError('A seed is 64 lower-case hexadecimal digits (32 bytes).');
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) bytes[i] = parseInt(seedHex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The commitment of a seed: SHA-256 of the seed's 32 bytes, lower-case hex. */
export async function commitmentOf(seedHex: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', seedBytes(seedHex)));
}

/**
 * The seed's random stream for one draw: HMAC-SHA256(key = seed bytes, message = UTF-8 of
 * `${drawKey}:${counter}`) for counter 0, 1, 2... concatenated, read as 32-bit big-endian words.
 */
export class DrawStream {
  private words: number[] = [];
  private counter = 0;

  private readonly key: CryptoKey;
  private readonly drawKey: string;

  private constructor(key: CryptoKey, drawKey: string) {
    this.key = key;
    this.drawKey = drawKey;
  }

  /** The stream of a seed (64 lower-case hex digits) for a draw key (not empty). */
  static async open(seedHex: string, drawKey: string): Promise<DrawStream> {
    if (drawKey === '')
      throw new LotteryInputError("A draw key is the draw's public id, not empty.");
    const key = await crypto.subtle.importKey(
      'raw',
      seedBytes(seedHex),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new DrawStream(key, drawKey);
  }

  /** The next 32-bit word, unsigned. */
  private async word(): Promise<number> {
    if (this.words.length === 0) {
      const message = new TextEncoder().encode(`${this.drawKey}:${this.counter}`);
      this.counter += 1;
      const block = new DataView(await crypto.subtle.sign('HMAC', this.key, message));
      for (let offset = 0; offset < 32; offset += 4) this.words.push(block.getUint32(offset));
    }
    return this.words.shift()!;
  }

  /** A uniform integer 0 <= n < bound, by rejection of the words at or above the last whole multiple. */
  async below(bound: number): Promise<number> {
    const accepted = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const word = await this.word();
      if (word < accepted) return word % bound;
    }
  }
}

/**
 * The winning numbers of a draw, derived from the seed (docs/lottery.md): KENO by a partial
 * Fisher-Yates shuffle of 1..80 (20 steps), e-lotteries digit by digit, VN prize by prize
 * (DB first), number by number, digit by digit. `drawKey` is the draw's public id.
 */
export async function deriveResult(
  game: LotteryGame,
  seedHex: string,
  drawKey: string,
): Promise<DrawResult> {
  const stream = await DrawStream.open(seedHex, drawKey);
  const digits = async (count: number): Promise<number[]> => {
    const out: number[] = [];
    for (let i = 0; i < count; i += 1) out.push(await stream.below(10));
    return out;
  };
  switch (game.kind) {
    case 'keno': {
      const pool = Array.from({ length: kenoMaxNumber }, (_, i) => i + 1);
      for (let i = 0; i < kenoDrawSize; i += 1) {
        const j = i + (await stream.below(kenoMaxNumber - i));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return { kind: 'keno', numbers: pool.slice(0, kenoDrawSize).sort((a, b) => a - b) };
    }
    case 'fast':
      return { kind: 'fast', digits: await digits(fastDigitCount) };
    case 'vn': {
      const prizes: Partial<Record<VnPrizeName, string[]>> = {};
      for (const shape of vnPrizeShape(game.region!)) {
        const values: string[] = [];
        for (let n = 0; n < shape.count; n += 1) values.push((await digits(shape.digits)).join(''));
        prizes[shape.prize] = values;
      }
      return { kind: 'vn', region: game.region!, prizes };
    }
  }
}

/**
 * Recomputes a published draw: the commitment of the revealed seed and the numbers derived
 * from it, compared with what was published (winning numbers compared in their canonical form;
 * a malformed published text does not match). `expected` is the derived winning-number text.
 * Throws LotteryInputError when the seed or draw key is malformed.
 */
export async function verifyDraw(
  game: LotteryGame,
  input: { seedHex: string; commitment: string; drawKey: string; winningNumbers: string },
): Promise<{ commitmentOk: boolean; resultOk: boolean; expected: string }> {
  const commitment = await commitmentOf(input.seedHex);
  const expected = formatWinningNumbers(await deriveResult(game, input.seedHex, input.drawKey));
  return {
    commitmentOk: commitment === input.commitment.trim().toLowerCase(),
    resultOk: expected === canonical(game, input.winningNumbers),
    expected,
  };
}

/** The canonical form of a winning-number text, or null when it does not parse for the game. */
function canonical(game: LotteryGame, text: string): string | null {
  try {
    return formatWinningNumbers(parseWinningNumbers(game, text));
  } catch {
    return null;
  }
}

/** A fresh random seed (32 bytes from the platform's CSPRNG), lower-case hex. */
export function newSeed(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)).buffer);
}
