// What the client costs on top of a raw fetch: the same requests to the same local node:http server,
// the same payloads (a ~1 KB sendMessage answer, a 200-entry history page), thousands of calls each,
// interleaved so both see the same machine load. Prints medians, the overhead and the ratio.
// Run: pnpm --filter @crm/client bench   (node bench/overhead.bench.ts)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { compileFastCheck } from '../src/fast-check.ts';
import { GetLeadHistoryResponse, SendMessageResponse } from '../src/generated/zod.ts';
import { createCrmClient } from '../src/index.ts';

const warmUpCalls = 300;
const rounds = 5;
const callsPerRound = 600;
const token = 'bench-token';

const attendants = [
  'Ana Paula Ferreira',
  'Bruno Souza',
  'Carla Mendes',
  'Diego Lima',
  'Eduarda Rocha',
].map((name, i) => ({
  userId: `usr_91d0b${i}`,
  id: `att_5e02c${i}`,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}.atendimento@example.com.br`,
  phone: `551198765432${i}`,
}));
const attendant = attendants[0];
const message = {
  id: 'msg_0f5d8a',
  conversationId: 'conv_9e4b12',
  createdAt: '2025-03-12T10:15:00.000Z',
  updatedAt: '2025-03-12T10:15:00.000Z',
  body: 'Olá, Mariana! Sua proposta de R$ 1.890,50 com frete para Campinas já está no seu e-mail. Qualquer dúvida, estou à disposição.',
  received: false,
  status: 'RECEIVED',
  attachments: [
    {
      id: 'att_1',
      fileName: 'proposta-PED-2025-001042.pdf',
      mimeType: 'application/pdf',
      url: 'https://files.example.com/crm/proposta-PED-2025-001042.pdf',
      type: 'FILE',
      size: '184320',
    },
  ],
  contact: {
    id: 'ct_1',
    name: 'Mariana Costa Oliveira',
    platform: 'CHAT',
    pending: false,
    externalInfo: {
      tagIds: ['tag_3c8e21'],
      stageIds: ['stg_proposta'],
      pipelineIds: ['pip_5b7d20'],
    },
  },
  attendants: [attendant],
  edited: false,
  deleted: false,
  forwarded: false,
  isScheduled: false,
  isInternal: false,
  signature: 'Ana Paula — Loja Online',
};
// Distinct ids and timestamps, a handful of attendants: what a real lead's history looks like.
const historyEntry = (i: number) => ({
  id: `hist_${String(i).padStart(6, '0')}`,
  type: i % 3 === 0 ? 'NOTE' : 'STAGE_CHANGE',
  createdAt: new Date(Date.UTC(2025, 2, 12, 10, 5, 31) - i * 3_600_000).toISOString(),
  history: 'Cliente pediu frete para Campinas e parcelamento em 3x no cartão.',
  businessId: 'biz_2b81d4',
  historyCode: 'NOTE',
  sessionName: 'Comercial',
  attendant: attendants[i % attendants.length],
});
const messageJson = JSON.stringify(message);
const historyJson = JSON.stringify({
  count: 200,
  data: Array.from({ length: 200 }, (_, i) => historyEntry(i)),
});

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const body = req.method === 'POST' ? messageJson : historyJson;
    res.writeHead(req.method === 'POST' ? 201 : 200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const client = createCrmClient({ baseUrl, token });
const sendBody = { body: 'Olá, Mariana! Segue a proposta.', isInternal: false };

/** A raw fetch, optionally with the same kind of time-out signal the client uses. */
type RawCall = (signal?: AbortSignal) => Promise<unknown>;

interface Case {
  readonly name: string;
  readonly bytes: number;
  readonly raw: RawCall;
  readonly viaClient: () => Promise<unknown>;
}

const cases: Case[] = [
  {
    name: 'sendMessage (1 KB answer)',
    bytes: messageJson.length,
    raw: async (signal) => {
      const response = await fetch(`${baseUrl}/api/v1/conversations/conv_9e4b12/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(sendBody),
        signal,
      });
      return response.json();
    },
    viaClient: () => client.sendMessage('conv_9e4b12', sendBody),
  },
  {
    name: 'getLeadHistory (200 entries)',
    bytes: historyJson.length,
    raw: async (signal) => {
      const response = await fetch(`${baseUrl}/api/v1/leads/lead_7f3a9c/history?skip=0&take=200`, {
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
        signal,
      });
      return response.json();
    },
    viaClient: () => client.getLeadHistory('lead_7f3a9c', { skip: 0, take: 200 }),
  },
];

/** The raw call with a cleared 15 s time-out, as the client does it: shows what the time-out costs. */
async function withTimeout(raw: RawCall): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 15_000);
  try {
    return await raw(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const micro = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;

async function timed(call: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

const load = loadavg()[0]?.toFixed(1) ?? '?';
console.log(
  `Client (with validation) vs raw fetch: ${rounds} rounds × ${callsPerRound} interleaved calls each, after ${warmUpCalls} warm-up calls.` +
    `\nNode ${process.version}, ${availableParallelism()} CPUs, load average ${load} (a busy machine inflates both sides).`,
);
for (const benchCase of cases) {
  const contenders = {
    raw: () => benchCase.raw(),
    rawWithTimeout: () => withTimeout(benchCase.raw),
    client: benchCase.viaClient,
  };
  const names = Object.keys(contenders) as (keyof typeof contenders)[];
  for (let i = 0; i < warmUpCalls; i++) for (const name of names) await contenders[name]();

  const samples = { raw: [] as number[], rawWithTimeout: [] as number[], client: [] as number[] };
  const roundRatios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const roundSamples = {
      raw: [] as number[],
      rawWithTimeout: [] as number[],
      client: [] as number[],
    };
    for (let i = 0; i < callsPerRound; i++) {
      // Rotate the order, so no contender always runs right after another one.
      for (let k = 0; k < names.length; k++) {
        const name = names[(i + k) % names.length] as keyof typeof contenders;
        roundSamples[name].push(await timed(contenders[name]));
      }
    }
    roundRatios.push(median(roundSamples.client) / median(roundSamples.raw));
    for (const name of names) samples[name].push(...roundSamples[name]);
  }
  const raw = median(samples.raw);
  const client = median(samples.client);
  const spread = `${Math.min(...roundRatios).toFixed(2)}–${Math.max(...roundRatios).toFixed(2)}`;
  console.log(
    `${benchCase.name.padEnd(30)} ${String(benchCase.bytes).padStart(6)} B   raw ${micro(raw).padStart(7)}` +
      `   client ${micro(client).padStart(7)}   overhead ${micro(client - raw).padStart(6)}` +
      `   ratio ${(client / raw).toFixed(3)}× (rounds ${spread})` +
      `   [raw + time-out signal ${micro(median(samples.rawWithTimeout))}]`,
  );
}

// Why the fast path exists: what the response check alone costs, compiled check vs zod's safeParse.
const validationRuns = 2000;
for (const [name, schema, json] of [
  ['Message', SendMessageResponse, messageJson],
  ['history page', GetLeadHistoryResponse, historyJson],
] as const) {
  const value: unknown = JSON.parse(json);
  const fastCheck = compileFastCheck(schema);
  // Median of batches, so a pause from another process does not count.
  const perCall = (check: () => unknown) => {
    for (let i = 0; i < 200; i++) check();
    const batches: number[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const start = performance.now();
      for (let i = 0; i < validationRuns / 20; i++) check();
      batches.push((performance.now() - start) / (validationRuns / 20));
    }
    return median(batches);
  };
  console.log(
    `response check, ${name.padEnd(13)} compiled fast path ${micro(perCall(() => fastCheck(value))).padStart(7)}   zod safeParse ${micro(perCall(() => schema.safeParse(value))).padStart(7)}`,
  );
}

server.close();
