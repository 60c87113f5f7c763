// One method per operationId: path parameters first, then the body or query, then per-call options.
// Each method checks its input, lets the generated function build the request, and returns the body.
import type { Call, CallOptions } from './call.ts';
import * as api from './generated/operations.ts';
import { operationTable as op } from './operation-table.ts';
import type {
  Activity,
  AttachmentDto,
  Attendant,
  AttendantList,
  Business,
  BusinessList,
  CreateAttachmentDto,
  CreateTagRequest,
  HistoryList,
  InstanceList,
  LeadHistoryQuery,
  LeadNote,
  Message,
  Pipeline,
  Product,
  RestoreBusinessesRequest,
  SendMessageRequest,
  Tag,
} from './schema-types.ts';

export interface CrmOperations {
  /** Attaches a document (by URL) to a business. */
  addBusinessAttachment(
    businessId: string,
    body: CreateAttachmentDto,
    options?: CallOptions,
  ): Promise<AttachmentDto>;
  /** Creates a tag; the service's answer (201) has no documented body, so whatever it sends is returned as is. */
  createTag(body: CreateTagRequest, options?: CallOptions): Promise<unknown>;
  getTag(id: string, options?: CallOptions): Promise<Tag>;
  addLeadNote(leadId: string, body: LeadNote, options?: CallOptions): Promise<LeadNote>;
  listLeadNotes(leadId: string, options?: CallOptions): Promise<HistoryList>;
  /** One page of a lead's history: `skip`, `take`, and `filter` (sent as `filter[key]=value`). */
  getLeadHistory(
    leadId: string,
    query?: LeadHistoryQuery,
    options?: CallOptions,
  ): Promise<HistoryList>;
  listLeadBusinesses(leadId: string, options?: CallOptions): Promise<BusinessList>;
  /** Restores deleted businesses; `ids` is one id or a list. The answer (201) has no documented body. */
  restoreBusinesses(body: RestoreBusinessesRequest, options?: CallOptions): Promise<unknown>;
  getBusiness(id: string, options?: CallOptions): Promise<Business>;
  deleteBusiness(id: string, options?: CallOptions): Promise<void>;
  getActivity(id: string, options?: CallOptions): Promise<Activity>;
  deleteActivity(id: string, options?: CallOptions): Promise<void>;
  getPipeline(id: string, options?: CallOptions): Promise<Pipeline>;
  listAttendants(options?: CallOptions): Promise<AttendantList>;
  getAttendant(id: string, options?: CallOptions): Promise<Attendant>;
  getProduct(id: string, options?: CallOptions): Promise<Product>;
  deleteBusinessLossReason(id: string, options?: CallOptions): Promise<void>;
  listInstances(options?: CallOptions): Promise<InstanceList>;
  /** Sends (or schedules) a message into a conversation. Never repeated automatically. */
  sendMessage(
    conversationId: string,
    body: SendMessageRequest,
    options?: CallOptions,
  ): Promise<Message>;
}

export function bindOperations(call: Call): CrmOperations {
  return {
    addBusinessAttachment: (businessId, body, options) =>
      call(op.addBusinessAttachment, { params: { businessId }, body }, options, (init) =>
        api.addBusinessAttachment(businessId, body, init),
      ),
    createTag: (body, options) =>
      call(op.createTag, { body }, options, (init) => api.createTag(body, init)),
    getTag: (id, options) =>
      call(op.getTag, { params: { id } }, options, (init) => api.getTag(id, init)),
    addLeadNote: (leadId, body, options) =>
      call(op.addLeadNote, { params: { leadId }, body }, options, (init) =>
        api.addLeadNote(leadId, body, init),
      ),
    listLeadNotes: (leadId, options) =>
      call(op.listLeadNotes, { params: { leadId } }, options, (init) =>
        api.listLeadNotes(leadId, init),
      ),
    getLeadHistory: (leadId, query, options) =>
      call(op.getLeadHistory, { params: { id: leadId }, query }, options, (init) =>
        api.getLeadHistory(leadId, query, init),
      ),
    listLeadBusinesses: (leadId, options) =>
      call(op.listLeadBusinesses, { params: { id: leadId } }, options, (init) =>
        api.listLeadBusinesses(leadId, init),
      ),
    restoreBusinesses: (body, options) =>
      call(op.restoreBusinesses, { body }, options, (init) => api.restoreBusinesses(body, init)),
    getBusiness: (id, options) =>
      call(op.getBusiness, { params: { id } }, options, (init) => api.getBusiness(id, init)),
    deleteBusiness: async (id, options) => {
      await call(op.deleteBusiness, { params: { id } }, options, (init) =>
        api.deleteBusiness(id, init),
      );
    },
    getActivity: (id, options) =>
      call(op.getActivity, { params: { id } }, options, (init) => api.getActivity(id, init)),
    deleteActivity: async (id, options) => {
      await call(op.deleteActivity, { params: { id } }, options, (init) =>
        api.deleteActivity(id, init),
      );
    },
    getPipeline: (id, options) =>
      call(op.getPipeline, { params: { id } }, options, (init) => api.getPipeline(id, init)),
    listAttendants: (options) =>
      call(op.listAttendants, {}, options, (init) => api.listAttendants(init)),
    getAttendant: (id, options) =>
      call(op.getAttendant, { params: { id } }, options, (init) => api.getAttendant(id, init)),
    getProduct: (id, options) =>
      call(op.getProduct, { params: { id } }, options, (init) => api.getProduct(id, init)),
    deleteBusinessLossReason: async (id, options) => {
      await call(op.deleteBusinessLossReason, { params: { id } }, options, (init) =>
        api.deleteBusinessLossReason(id, init),
      );
    },
    listInstances: (options) =>
      call(op.listInstances, {}, options, (init) => api.listInstances(init)),
    sendMessage: (conversationId, body, options) =>
      call(op.sendMessage, { params: { id: conversationId }, body }, options, (init) =>
        api.sendMessage(conversationId, body, init),
      ),
  };
}
