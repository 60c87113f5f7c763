// The client is named after these operations; every one must be secured and document 401 and 429.
import { describe, expect, it } from 'vitest';
import {
  deref,
  findOperation,
  isObject,
  listOperations,
  loadBundledSpec,
} from './support/bundled-spec.ts';

const doc = loadBundledSpec();
const operations = listOperations(doc);

/** operationId → [method, path, documented success statuses]. */
const expected: Record<string, [string, string, string[]]> = {
  addBusinessAttachment: ['post', '/api/v1/business/{businessId}/attachments', ['200']],
  createTag: ['post', '/api/v1/tags', ['201']],
  getTag: ['get', '/api/v1/tags/{id}', ['200']],
  addLeadNote: ['post', '/api/v1/leads/{leadId}/notes', ['200']],
  listLeadNotes: ['get', '/api/v1/leads/{leadId}/notes', ['200']],
  getLeadHistory: ['get', '/api/v1/leads/{id}/history', ['200']],
  listLeadBusinesses: ['get', '/api/v1/leads/{id}/businesses', ['200']],
  restoreBusinesses: ['post', '/api/v1/businesses/actions/restore', ['201']],
  getBusiness: ['get', '/api/v1/businesses/{id}', ['200']],
  deleteBusiness: ['delete', '/api/v1/businesses/{id}', ['200', '204']],
  getActivity: ['get', '/api/v1/activities/{id}', ['200']],
  deleteActivity: ['delete', '/api/v1/activities/{id}', ['200', '204']],
  getPipeline: ['get', '/api/v1/pipelines/{id}', ['200']],
  listAttendants: ['get', '/api/v1/attendants/multi', ['200']],
  getAttendant: ['get', '/api/v1/attendants/multi/{id}', ['200']],
  getProduct: ['get', '/api/v1/products/{id}', ['200']],
  deleteBusinessLossReason: ['delete', '/api/v1/business-loss-reasons/{id}', ['200', '204']],
  listInstances: ['get', '/api/v1/instances', ['200']],
  sendMessage: ['post', '/api/v1/conversations/{id}/messages', ['200', '201']],
};

describe('operations', () => {
  it('are exactly the 19 operations of the service', () => {
    const ids = operations.map((entry) => entry.operation.operationId).sort();
    expect(ids).toEqual(Object.keys(expected).sort());
    expect(ids).toHaveLength(19);
  });

  it.each(Object.entries(expected))(
    '%s has its method, path and success statuses',
    (operationId, [method, path, statuses]) => {
      const entry = findOperation(doc, operationId);
      expect(entry.method).toBe(method);
      expect(entry.path).toBe(path);
      const successes = Object.keys(entry.operation.responses).filter((status) =>
        status.startsWith('2'),
      );
      expect(successes.sort()).toEqual(statuses);
    },
  );

  it.each(operations.map((entry) => [entry.operation.operationId, entry] as const))(
    '%s is secured by access-token and documents 401 and 429',
    (_id, { operation }) => {
      expect(operation.security).toEqual([{ 'access-token': [] }]);
      const unauthorized = deref(doc, operation.responses['401']);
      expect(isObject(unauthorized) && typeof unauthorized['description']).toBe('string');
      const tooMany = deref(doc, operation.responses['429']);
      if (!isObject(tooMany) || !isObject(tooMany['headers']))
        throw new Error('429 has no headers');
      const retryAfter = deref(doc, tooMany['headers']['Retry-After']);
      expect(isObject(retryAfter) && deref(doc, retryAfter['schema'])).toMatchObject({
        type: 'integer',
      });
    },
  );

  it.each(operations.map((entry) => [entry.operation.operationId, entry] as const))(
    '%s has a summary, a description and one known tag',
    (_id, { operation }) => {
      const knownTags = (doc['tags'] as Array<{ name: string }>).map((tag) => tag.name);
      expect(operation.summary?.length).toBeGreaterThan(5);
      expect(operation.description?.length).toBeGreaterThan(10);
      expect(operation.tags).toHaveLength(1);
      expect(knownTags).toContain(operation.tags?.[0]);
    },
  );

  it('path parameters are non-empty strings named as in the service paths', () => {
    for (const { path, operation } of operations) {
      const pathItem = deref(doc, (doc['paths'] as Record<string, unknown>)[path]) as {
        parameters?: unknown[];
      };
      const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map(
        (parameter) => deref(doc, parameter),
      ) as Array<{ name: string; in: string; required?: boolean; schema: unknown }>;
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const inPath = parameters.filter((parameter) => parameter.in === 'path');
      expect(inPath.map((parameter) => parameter.name)).toEqual(templated);
      for (const parameter of inPath) {
        expect(parameter.required).toBe(true);
        expect(deref(doc, parameter.schema)).toEqual({ type: 'string', minLength: 1 });
      }
    }
  });
});

describe('the document', () => {
  it('requires the access-token bearer JWT globally', () => {
    expect(doc['security']).toEqual([{ 'access-token': [] }]);
    const schemes = (doc['components'] as { securitySchemes: Record<string, unknown> })
      .securitySchemes;
    expect(schemes['access-token']).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('is OpenAPI 3.1 version 1.0.x, served from a {base_url} variable', () => {
    expect(doc['openapi']).toMatch(/^3\.1\./);
    expect((doc['info'] as { version: string }).version).toMatch(/^1\.0\.\d+$/);
    expect(doc['servers']).toMatchObject([
      { url: '{base_url}', variables: { base_url: { default: 'https://api.example.com' } } },
    ]);
  });

  it('has no jsonSchemaDialect (it silently turns off Prism request validation)', () => {
    expect(doc).not.toHaveProperty('jsonSchemaDialect');
  });

  it('exports the schema names the client re-exports, and none named Error', () => {
    const names = Object.keys((doc['components'] as { schemas: Record<string, unknown> }).schemas);
    for (const name of [
      'Tag',
      'CreateTagRequest',
      'Business',
      'CreateAttachmentDto',
      'AttachmentDto',
      'LeadNote',
      'HistoryEntry',
      'HistoryList',
      'BusinessList',
      'Attendant',
      'AttendantList',
      'Pipeline',
      'Activity',
      'ActivityType',
      'ActivityFlow',
      'Product',
      'Instance',
      'InstanceConfig',
      'InstanceList',
      'Message',
      'MessageAttachment',
      'MessageLocation',
      'MessageButton',
      'SendMessageRequest',
      'SendMessageAttachment',
      'RestoreBusinessesRequest',
      'Contact',
      'ContactExternalInfo',
      'ContactCard',
      'ErrorBody',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('Error');
  });
});
