// A bench-only `window.crm` of plain data, built inside the page: the bench measures the renderer, not IPC.
// 1,000 conversations in the inbox; every conversation holds 10,000 messages of varied length and kind.
export interface BenchData {
  conversations: number;
  messages: number;
}

/** Runs in the page (serialised by Playwright), so it must not close over anything. */
export function installDataBridge(data: BenchData): void {
  const first = [
    'Mariana',
    'João',
    'Ana',
    'Rafael',
    'Beatriz',
    'Lucas',
    'Camila',
    'Pedro',
    'Juliana',
    'Gustavo',
    'Larissa',
    'Thiago',
  ];
  const last = [
    'Oliveira',
    'Silva',
    'Santos',
    'Souza',
    'Lima',
    'Pereira',
    'Costa',
    'Ferreira',
    'Almeida',
    'Ribeiro',
    'Carvalho',
  ];
  const words =
    'olá proposta frete pagamento pix entrega pedido campinas prazo desconto nota fiscal boleto cliente produto estoque amanhã'.split(
      ' ',
    );
  const base = Date.parse('2026-11-01T09:00:00.000Z');

  const conversations = Array.from({ length: data.conversations }, (_, index) => ({
    id: `conv_${String(index).padStart(5, '0')}`,
    contact: {
      name: `${first[index % first.length]} ${last[(index * 7) % last.length]} ${last[(index * 3) % last.length]}`,
      platform: index % 3 === 0 ? 'CHAT' : 'WHATSAPP',
    },
    openedAt: new Date(base - index * 60_000).toISOString(),
    lastActivityAt: new Date(base - index * 60_000).toISOString(),
  }));

  // Made up front: producing the data is main's work, not the renderer's, so it stays out of the timings.
  const entries = Array.from({ length: data.messages }, (_, index) => {
    const length = 3 + ((index * 37) % 60);
    const body = Array.from({ length }, (_, w) => words[(index + w * 5) % words.length]).join(' ');
    const createdAt = new Date(base + index * 30_000).toISOString();
    return {
      id: `entry_${index}`,
      conversationId: 'conv_00000',
      serviceUrl: 'https://crm.example.com',
      draft: {
        body,
        isInternal: index % 17 === 0,
        attachments: [],
        ...(index % 23 === 5
          ? {
              replyTo: {
                messageId: `msg_${index - 1}`,
                quote: 'Pode confirmar o endereço de entrega?',
              },
            }
          : {}),
      },
      state: index === data.messages - 1 ? 'failed' : 'sent',
      attempts: 1,
      createdAt,
      updatedAt: createdAt,
      sent: { id: `msg_${index}`, status: 'RECEIVED' },
    };
  });

  const ok = <T>(value: T) => Promise.resolve({ ok: true, value });
  const bridge = {
    getSettings: () =>
      Promise.resolve({
        baseUrl: 'https://crm.example.com',
        locale: 'en',
        instancesPollMs: 60_000,
      }),
    updateSettings: (patch: object) =>
      Promise.resolve({
        baseUrl: 'https://crm.example.com',
        locale: 'en',
        instancesPollMs: 60_000,
        ...patch,
      }),
    getConnection: () =>
      Promise.resolve({ status: 'connected', baseUrl: 'https://crm.example.com' }),
    connect: () => ok({ status: 'connected', baseUrl: 'https://crm.example.com' }),
    signOut: () => Promise.resolve(),
    listInstances: () => ok({ count: 0, data: [] }),
    listAttendants: () => ok({ count: 0, data: [] }),
    getAttendant: () =>
      Promise.resolve({ ok: false, error: { kind: 'not-found', message: 'bench' } }),
    listConversations: () => Promise.resolve(conversations),
    openConversation: (id: string) =>
      ok(conversations.find((c) => c.id === id) ?? conversations[0]),
    getConversation: (id: string) => {
      const conversation = conversations.find((c) => c.id === id) ?? conversations[0];
      return ok({ ...conversation, entries });
    },
    saveDraft: () => Promise.resolve(),
    inspectAttachmentUrl: () => ok({ fileName: 'file', type: 'FILE', reachable: false }),
    sendMessage: () =>
      Promise.resolve({ ok: false, error: { kind: 'rejected', message: 'bench' } }),
    retryEntry: () => Promise.resolve({ ok: false, error: { kind: 'rejected', message: 'bench' } }),
    editEntry: () => Promise.resolve({ ok: false, error: { kind: 'rejected', message: 'bench' } }),
    discardEntry: () => ok(undefined),
    markEntrySent: () =>
      Promise.resolve({ ok: false, error: { kind: 'rejected', message: 'bench' } }),
    outboxSummary: () => Promise.resolve({ waiting: 1, failed: 1 }),
    onOutboxChanged: () => () => undefined,
    onDeepLink: () => () => undefined,
  };
  Object.defineProperty(window, 'crm', { value: Object.freeze(bridge) });
}
