// Geometry for the virtual list: where each row starts, given measured heights and an estimate for the rest.

/** offsets[i] is the top of row i; offsets[n] is the total height. */
export function computeOffsets(
  keys: readonly string[],
  measured: ReadonlyMap<string, number>,
  estimatedHeight: number,
): Float64Array {
  const offsets = new Float64Array(keys.length + 1);
  let top = 0;
  for (let index = 0; index < keys.length; index += 1) {
    offsets[index] = top;
    top += measured.get(keys[index] as string) ?? estimatedHeight;
  }
  offsets[keys.length] = top;
  return offsets;
}

/** The row that contains vertical position `y` (clamped to the list). */
export function rowAt(offsets: Float64Array, y: number): number {
  const rows = offsets.length - 1;
  if (rows <= 0) return 0;
  let low = 0;
  let high = rows - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((offsets[middle] as number) <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}

export interface RowRange {
  start: number;
  /** Exclusive. */
  end: number;
}

/** Rows that intersect [top, bottom], plus `overscan` pixels either side. */
export function visibleRange(
  offsets: Float64Array,
  top: number,
  bottom: number,
  overscan: number,
): RowRange {
  const rows = offsets.length - 1;
  if (rows <= 0) return { start: 0, end: 0 };
  const start = rowAt(offsets, Math.max(0, top - overscan));
  const end = Math.min(rows, rowAt(offsets, bottom + overscan) + 1);
  return { start, end };
}
