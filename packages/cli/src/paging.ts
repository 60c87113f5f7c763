import type { Progress } from './progress.js';

export interface PageRequest {
  readonly skip: number;
  readonly take: number;
}

export interface Page<T> {
  readonly count: number;
  readonly data?: readonly T[];
}

export interface PagingOptions<T> {
  readonly firstSkip: number;
  readonly pageSize: number;
  readonly progress: Progress;
  /** Identity of an entry, to notice a service that ignores `skip` and repeats a page. */
  readonly keyOf: (entry: T) => string | undefined;
  /** Called when paging stops early because the service sent nothing new. */
  readonly onStall: (collected: number, count: number) => void;
}

/**
 * Fetches page after page (skip += entries received) until `count` entries are collected.
 * Stops early, through onStall, when a page brings nothing new: empty, or only repeats.
 */
export async function collectAllPages<T>(
  fetchPage: (request: PageRequest) => Promise<Page<T>>,
  options: PagingOptions<T>,
): Promise<{ count: number; data: T[] }> {
  const collected: T[] = [];
  const seen = new Set<string>();
  let skip = options.firstSkip;
  try {
    for (;;) {
      const page = await fetchPage({ skip, take: options.pageSize });
      const fresh = (page.data ?? []).filter((entry) => isNew(options.keyOf(entry), seen));
      collected.push(...fresh);
      const expected = Math.max(page.count - options.firstSkip, collected.length);
      options.progress.update(collected.length, expected);
      if (collected.length >= expected) return { count: page.count, data: collected };
      if (fresh.length === 0) {
        options.onStall(collected.length, page.count);
        return { count: page.count, data: collected };
      }
      skip += page.data?.length ?? 0;
    }
  } finally {
    options.progress.stop();
  }
}

function isNew(key: string | undefined, seen: Set<string>): boolean {
  if (key === undefined) return true;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}
