import { sendJson, startLocalServer, type LocalServer } from '@crm/testkit';

/** 120 history entries of one lead. */
export const historyEntries = Array.from({ length: 120 }, (_, index) => ({
  id: `hist_${String(index).padStart(3, '0')}`,
  type: index % 3 === 0 ? 'NOTE' : 'STAGE',
  createdAt: '2025-03-12T10:05:31.000Z',
  history: `Entry number ${index}`,
}));

/** Serves `historyEntries` honestly through skip/take, like a real paged endpoint. */
export function startPagedHistory(): Promise<LocalServer> {
  return startLocalServer((request, response) => {
    const skip = Number(request.searchParams.get('skip') ?? 0);
    const take = Number(request.searchParams.get('take') ?? 20);
    sendJson(response, 200, {
      count: historyEntries.length,
      data: historyEntries.slice(skip, skip + take),
    });
  });
}
