import { describe, expect, it } from 'vitest';
import { winningValues } from '../../engine/core/lottery-list.ts';
import { resultRows } from './lottery-results.ts';

describe('winningValues', () => {
  it('reads every value of every group, trimmed, skipping empty ones', () => {
    expect(winningValues('739659~33245~54776,38013')).toEqual([
      '739659',
      '33245',
      '54776',
      '38013',
    ]);
    expect(winningValues('1, 2 ,,3')).toEqual(['1', '2', '3']);
    expect(winningValues('')).toEqual([]);
  });
});

describe('resultRows', () => {
  it('names VN groups DB and G1..G8', () => {
    const rows = resultRows('vietnam_rb_southern', '739659~33245~31249~54776,38013~1~2~3~4~61');
    expect(rows.map((r) => r.prize)).toEqual([
      'DB',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
      'G8',
    ]);
    expect(rows[3]).toEqual({ prize: 'G3', values: ['54776', '38013'] });
  });

  it('gives KENO one unnamed row of every number', () => {
    const text = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0')).join(',');
    expect(resultRows('keno', text)).toEqual([{ prize: null, values: text.split(',') }]);
  });
});
