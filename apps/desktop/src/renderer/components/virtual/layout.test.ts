import { describe, expect, it } from 'vitest';
import { computeOffsets, rowAt, visibleRange } from './layout.ts';

describe('virtual list geometry', () => {
  const keys = ['a', 'b', 'c', 'd'];
  const offsets = computeOffsets(keys, new Map([['b', 100]]), 50);

  it('uses measured heights where known and the estimate elsewhere', () => {
    expect([...offsets]).toEqual([0, 50, 150, 200, 250]);
  });

  it('finds the row under a position', () => {
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 49)).toBe(0);
    expect(rowAt(offsets, 50)).toBe(1);
    expect(rowAt(offsets, 149)).toBe(1);
    expect(rowAt(offsets, 10_000)).toBe(3);
  });

  it('covers the viewport plus the overscan', () => {
    expect(visibleRange(offsets, 60, 140, 0)).toEqual({ start: 1, end: 2 });
    expect(visibleRange(offsets, 60, 140, 20)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(computeOffsets([], new Map(), 50), 0, 100, 0)).toEqual({
      start: 0,
      end: 0,
    });
  });
});
