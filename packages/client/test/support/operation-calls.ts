// One valid call per operation, with the generated zod schema its result must satisfy.
import type { ZodType } from 'zod';
import * as zod from '../../src/generated/zod.ts';
import type { CrmClient } from '../../src/index.ts';

export interface OperationCall {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly call: (client: CrmClient) => Promise<unknown>;
  /** Undefined when the contract documents no response body. */
  readonly schema: ZodType | undefined;
}

export const operationCalls: readonly OperationCall[] = [
  {
    operationId: 'addBusinessAttachment',
    method: 'POST',
    call: (c) =>
      c.addBusinessAttachment('biz_2b81d4', {
        attachmentUrl: 'https://files.example.com/a.pdf',
        fileName: 'a.pdf',
      }),
    schema: zod.AddBusinessAttachmentResponse,
  },
  {
    operationId: 'createTag',
    method: 'POST',
    call: (c) => c.createTag({ name: 'Cliente VIP', color: '#1E88E5' }),
    schema: undefined,
  },
  {
    operationId: 'getTag',
    method: 'GET',
    call: (c) => c.getTag('tag_3c8e21'),
    schema: zod.GetTagResponse,
  },
  {
    operationId: 'addLeadNote',
    method: 'POST',
    call: (c) => c.addLeadNote('lead_7f3a9c', { note: 'Ligar amanhã.' }),
    schema: zod.AddLeadNoteResponse,
  },
  {
    operationId: 'listLeadNotes',
    method: 'GET',
    call: (c) => c.listLeadNotes('lead_7f3a9c'),
    schema: zod.ListLeadNotesResponse,
  },
  {
    operationId: 'getLeadHistory',
    method: 'GET',
    call: (c) => c.getLeadHistory('lead_7f3a9c', { skip: 0, take: 20, filter: { type: 'NOTE' } }),
    schema: zod.GetLeadHistoryResponse,
  },
  {
    operationId: 'listLeadBusinesses',
    method: 'GET',
    call: (c) => c.listLeadBusinesses('lead_7f3a9c'),
    schema: zod.ListLeadBusinessesResponse,
  },
  {
    operationId: 'restoreBusinesses',
    method: 'POST',
    call: (c) => c.restoreBusinesses({ ids: ['biz_2b81d4', 'biz_6a93f0'] }),
    schema: undefined,
  },
  {
    operationId: 'getBusiness',
    method: 'GET',
    call: (c) => c.getBusiness('biz_2b81d4'),
    schema: zod.GetBusinessResponse,
  },
  {
    operationId: 'deleteBusiness',
    method: 'DELETE',
    call: (c) => c.deleteBusiness('biz_2b81d4'),
    schema: undefined,
  },
  {
    operationId: 'getActivity',
    method: 'GET',
    call: (c) => c.getActivity('act_4d19e0'),
    schema: zod.GetActivityResponse,
  },
  {
    operationId: 'deleteActivity',
    method: 'DELETE',
    call: (c) => c.deleteActivity('act_4d19e0'),
    schema: undefined,
  },
  {
    operationId: 'getPipeline',
    method: 'GET',
    call: (c) => c.getPipeline('pip_5b7d20'),
    schema: zod.GetPipelineResponse,
  },
  {
    operationId: 'listAttendants',
    method: 'GET',
    call: (c) => c.listAttendants(),
    schema: zod.ListAttendantsResponse,
  },
  {
    operationId: 'getAttendant',
    method: 'GET',
    call: (c) => c.getAttendant('att_5e02c1'),
    schema: zod.GetAttendantResponse,
  },
  {
    operationId: 'getProduct',
    method: 'GET',
    call: (c) => c.getProduct('SKU-CAD-ERG-01'),
    schema: zod.GetProductResponse,
  },
  {
    operationId: 'deleteBusinessLossReason',
    method: 'DELETE',
    call: (c) => c.deleteBusinessLossReason('lr_1'),
    schema: undefined,
  },
  {
    operationId: 'listInstances',
    method: 'GET',
    call: (c) => c.listInstances(),
    schema: zod.ListInstancesResponse,
  },
  {
    operationId: 'sendMessage',
    method: 'POST',
    call: (c) =>
      c.sendMessage('conv_9e4b12', {
        body: 'Segue a proposta.',
        scheduledDate: '2025-03-14T12:00:00.000Z',
        isInternal: false,
        attachments: [
          {
            fileName: 'proposta.pdf',
            mimeType: 'application/pdf',
            url: 'https://files.example.com/p.pdf',
            type: 'FILE',
            size: 184320,
          },
        ],
      }),
    schema: zod.SendMessageResponse,
  },
];
