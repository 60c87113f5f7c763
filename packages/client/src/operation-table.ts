// The 19 operations of the contract with their generated zod schemas (request parts and response).
import * as zod from './generated/zod.ts';
import { defineOperation } from './operation.ts';

export const operationTable = {
  addBusinessAttachment: defineOperation('addBusinessAttachment', {
    params: zod.AddBusinessAttachmentParams,
    body: zod.AddBusinessAttachmentBody,
    response: zod.AddBusinessAttachmentResponse,
  }),
  createTag: defineOperation('createTag', { body: zod.CreateTagBody }),
  getTag: defineOperation('getTag', { params: zod.GetTagParams, response: zod.GetTagResponse }),
  addLeadNote: defineOperation('addLeadNote', {
    params: zod.AddLeadNoteParams,
    body: zod.AddLeadNoteBody,
    response: zod.AddLeadNoteResponse,
  }),
  listLeadNotes: defineOperation('listLeadNotes', {
    params: zod.ListLeadNotesParams,
    response: zod.ListLeadNotesResponse,
  }),
  getLeadHistory: defineOperation('getLeadHistory', {
    params: zod.GetLeadHistoryParams,
    query: zod.GetLeadHistoryQueryParams,
    response: zod.GetLeadHistoryResponse,
  }),
  listLeadBusinesses: defineOperation('listLeadBusinesses', {
    params: zod.ListLeadBusinessesParams,
    response: zod.ListLeadBusinessesResponse,
  }),
  restoreBusinesses: defineOperation('restoreBusinesses', { body: zod.RestoreBusinessesBody }),
  getBusiness: defineOperation('getBusiness', {
    params: zod.GetBusinessParams,
    response: zod.GetBusinessResponse,
  }),
  deleteBusiness: defineOperation('deleteBusiness', { params: zod.DeleteBusinessParams }),
  getActivity: defineOperation('getActivity', {
    params: zod.GetActivityParams,
    response: zod.GetActivityResponse,
  }),
  deleteActivity: defineOperation('deleteActivity', { params: zod.DeleteActivityParams }),
  getPipeline: defineOperation('getPipeline', {
    params: zod.GetPipelineParams,
    response: zod.GetPipelineResponse,
  }),
  listAttendants: defineOperation('listAttendants', { response: zod.ListAttendantsResponse }),
  getAttendant: defineOperation('getAttendant', {
    params: zod.GetAttendantParams,
    response: zod.GetAttendantResponse,
  }),
  getProduct: defineOperation('getProduct', {
    params: zod.GetProductParams,
    response: zod.GetProductResponse,
  }),
  deleteBusinessLossReason: defineOperation('deleteBusinessLossReason', {
    params: zod.DeleteBusinessLossReasonParams,
  }),
  listInstances: defineOperation('listInstances', { response: zod.ListInstancesResponse }),
  sendMessage: defineOperation('sendMessage', {
    params: zod.SendMessageParams,
    body: zod.SendMessageBody,
    response: zod.SendMessageResponse,
  }),
};
