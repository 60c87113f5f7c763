// Spot checks of facts of the service that are easy to "fix" by mistake and would break real traffic.
import { describe, expect, it } from 'vitest';
import {
  deref,
  findOperation,
  isObject,
  loadBundledSpec,
  type JsonObject,
} from './support/bundled-spec.ts';
import { SpecSchemaValidator } from './support/schema-validator.ts';

const doc = loadBundledSpec();
const validator = new SpecSchemaValidator(doc);
const schemas = (doc['components'] as { schemas: Record<string, JsonObject> }).schemas;

function property(schemaName: string, propertyName: string): JsonObject {
  const schema = schemas[schemaName];
  const properties = schema?.['properties'];
  if (!isObject(properties)) throw new Error(`${schemaName} has no properties`);
  const found = deref(doc, properties[propertyName]);
  if (!isObject(found)) throw new Error(`${schemaName}.${propertyName} is missing`);
  return found;
}

function parameter(operationId: string, name: string): JsonObject {
  const { operation } = findOperation(doc, operationId);
  const found = (operation.parameters ?? [])
    .map((candidate) => deref(doc, candidate))
    .find((candidate) => isObject(candidate) && candidate['name'] === name);
  if (!isObject(found)) throw new Error(`${operationId} has no parameter ${name}`);
  return found;
}

describe('facts of the service', () => {
  it('keeps the misspelled Message.erroCode (and invents no errorCode)', () => {
    expect(property('Message', 'erroCode')).toMatchObject({ type: 'string' });
    expect(schemas['Message']?.['properties']).not.toHaveProperty('errorCode');
    expect(property('Message', 'errorMessage')).toMatchObject({ type: 'string' });
  });

  it('sends Business.total as a string holding a number', () => {
    expect(property('Business', 'total')).toMatchObject({ type: 'string' });
    expect(validator.validateNamed('Business', { total: '1890.50' }).valid).toBe(true);
    expect(validator.validateNamed('Business', { total: 'R$ 1.890,50' }).valid).toBe(false);
    expect(validator.validateNamed('Business', { total: 1890.5 }).valid).toBe(false);
  });

  it('has size as a string in returned messages and a number on input', () => {
    expect(property('MessageAttachment', 'size')).toMatchObject({ type: 'string' });
    expect(property('SendMessageAttachment', 'size')).toMatchObject({ type: 'number' });
  });

  it('allows null in Business.lossReasonId and Pipeline.deletedAt only', () => {
    expect(property('Business', 'lossReasonId')['type']).toEqual(['string', 'null']);
    expect(property('Pipeline', 'deletedAt')).toMatchObject({
      type: ['string', 'null'],
      format: 'date-time',
    });
    expect(validator.validateNamed('Pipeline', { deletedAt: null }).valid).toBe(true);
    expect(
      validator.validateNamed('Pipeline', { deletedAt: '2024-10-31T21:00:00.000Z' }).valid,
    ).toBe(true);
    expect(validator.validateNamed('Instance', { deletedAt: null }).valid).toBe(false);
  });

  it.each(['isCompleted', 'required'])(
    'accepts Activity.%s as a boolean or as "true"/"false"',
    (name) => {
      for (const value of [true, false, 'true', 'false']) {
        expect(validator.validateNamed('Activity', { [name]: value }).valid).toBe(true);
      }
      expect(validator.validateNamed('Activity', { [name]: 'yes' }).valid).toBe(false);
      expect(String(property('Activity', name)['description'])).toMatch(/string/);
    },
  );

  it('takes one id or an array of ids to restore businesses', () => {
    expect(validator.validateNamed('RestoreBusinessesRequest', { ids: 'biz_2b81d4' }).valid).toBe(
      true,
    );
    expect(
      validator.validateNamed('RestoreBusinessesRequest', { ids: ['biz_2b81d4', 'biz_6a93f0'] })
        .valid,
    ).toBe(true);
    expect(validator.validateNamed('RestoreBusinessesRequest', { ids: 42 }).valid).toBe(false);
  });

  it('sends the history filter as filter[key]=value (deepObject) with numeric skip/take', () => {
    expect(parameter('getLeadHistory', 'filter')).toMatchObject({
      in: 'query',
      style: 'deepObject',
      explode: true,
      schema: { type: 'object', additionalProperties: { type: 'string' } },
    });
    expect(parameter('getLeadHistory', 'skip')).toMatchObject({
      in: 'query',
      schema: { type: 'integer', minimum: 0 },
    });
    expect(parameter('getLeadHistory', 'take')).toMatchObject({
      in: 'query',
      schema: { type: 'integer', minimum: 1 },
    });
  });

  it('uses date-time timestamps and #RRGGBB colours', () => {
    expect(property('Tag', 'createdAt')).toMatchObject({ type: 'string', format: 'date-time' });
    expect(property('Message', 'scheduledDate')).toMatchObject({
      type: 'string',
      format: 'date-time',
    });
    expect(property('ActivityType', 'color')).toMatchObject({ pattern: '^#[0-9A-Fa-f]{6}$' });
    expect(validator.validateNamed('Tag', { color: '#1e88e5' }).valid).toBe(true);
    expect(validator.validateNamed('Tag', { color: '#1E88E' }).valid).toBe(false);
  });

  it('requires only the fields the service requires', () => {
    const withRequired = Object.entries(schemas)
      .filter(([, schema]) => Array.isArray(schema['required']))
      .map(([name, schema]) => [name, schema['required']]);
    expect(Object.fromEntries(withRequired)).toEqual({
      CreateAttachmentDto: ['attachmentUrl', 'fileName'],
      HistoryList: ['count'],
      // Only `id` is marked optional in the seed's attachment items; `url` is the one field that cannot be missing.
      SendMessageAttachment: ['url'],
    });
  });

  it('tolerates unknown fields and free-text statuses', () => {
    expect(JSON.stringify(schemas)).not.toContain('"additionalProperties":false');
    for (const [schemaName, name] of [
      ['Business', 'status'],
      ['Instance', 'status'],
      ['Message', 'status'],
      ['HistoryEntry', 'type'],
    ] as const) {
      const status = property(schemaName, name);
      expect(status).toMatchObject({ type: 'string' });
      expect(status).not.toHaveProperty('enum');
      expect(String(status['description'])).toMatch(/not shown/);
    }
    expect(validator.validateNamed('Business', { status: 'won', somethingNew: 1 }).valid).toBe(
      true,
    );
  });

  it('documents no body where the service shows none', () => {
    const noBody = [
      ['createTag', '201'],
      ['restoreBusinesses', '201'],
      ['deleteBusiness', '200'],
      ['deleteBusiness', '204'],
      ['deleteActivity', '200'],
      ['deleteActivity', '204'],
      ['deleteBusinessLossReason', '200'],
      ['deleteBusinessLossReason', '204'],
    ] as const;
    for (const [operationId, status] of noBody) {
      const response = deref(doc, findOperation(doc, operationId).operation.responses[status]);
      expect(response).not.toHaveProperty('content');
      expect(JSON.stringify(response)).toMatch(/not shown/);
    }
  });

  it('returns a Message from sendMessage with 200 or 201', () => {
    const { responses } = findOperation(doc, 'sendMessage').operation;
    for (const status of ['200', '201']) {
      expect(responses[status]).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } },
      });
    }
  });

  it('keeps the instance provider token an obviously fake example', () => {
    const listing = JSON.stringify(findOperation(doc, 'listInstances').operation.responses['200']);
    expect(listing).toContain('"providerInstanceToken":"tok_example_redacted"');
  });
});
