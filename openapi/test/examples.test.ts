// Every example partners read (and Prism serves) must satisfy its own schema.
import { describe, expect, it } from 'vitest';
import {
  deref,
  findOperation,
  isObject,
  listOperations,
  loadBundledSpec,
} from './support/bundled-spec.ts';
import { collectExamples } from './support/collect-examples.ts';
import { SpecSchemaValidator } from './support/schema-validator.ts';

const doc = loadBundledSpec();
const validator = new SpecSchemaValidator(doc);
const examples = collectExamples(doc);

describe('examples', () => {
  it('are found in request bodies, responses, parameters and schemas', () => {
    const wheres = examples.map((example) => example.where);
    expect(wheres.some((where) => where.includes('requestBody'))).toBe(true);
    expect(wheres.some((where) => where.includes('responses'))).toBe(true);
    expect(wheres.some((where) => where.includes('parameters'))).toBe(true);
    expect(wheres.some((where) => where.startsWith('components › schemas'))).toBe(true);
    // A sanity floor: the collector must not silently find nothing.
    expect(examples.length).toBeGreaterThan(50);
  });

  it.each(examples.map((example) => [example.where, example] as const))(
    '%s is valid',
    (_where, example) => {
      const outcome = validator.validateAt(example.schemaLocation, example.value);
      expect(outcome.errors).toBe('');
      expect(outcome.valid).toBe(true);
    },
  );

  it('exist for every request body and every response that has a body', () => {
    const missing: string[] = [];
    for (const { method, path, operation } of listOperations(doc)) {
      const bodies: Array<[string, unknown]> = [['request body', operation.requestBody]];
      for (const [status, response] of Object.entries(operation.responses))
        bodies.push([`response ${status}`, response]);
      for (const [label, holder] of bodies) {
        const resolved = deref(doc, holder);
        if (!isObject(resolved) || !isObject(resolved['content'])) continue;
        for (const [mediaType, media] of Object.entries(resolved['content'])) {
          const examplesOfMedia = isObject(media) ? media['examples'] : undefined;
          if (!isObject(examplesOfMedia) || Object.keys(examplesOfMedia).length === 0) {
            missing.push(`${method.toUpperCase()} ${path} ${label} ${mediaType}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the example check', () => {
  const served = (operationId: string): Record<string, unknown> => {
    const response = deref(doc, findOperation(doc, operationId).operation.responses['200']);
    if (!isObject(response) || !isObject(response['content']))
      throw new Error(`${operationId} has no 200 body`);
    const media = response['content']['application/json'];
    if (!isObject(media) || !isObject(media['examples']))
      throw new Error(`${operationId} has no examples`);
    const first = deref(doc, Object.values(media['examples'])[0]);
    if (!isObject(first) || !isObject(first['value']))
      throw new Error(`${operationId}'s first example has no value`);
    return structuredClone(first['value']);
  };

  it.each([
    ['Business.total as a JSON number', 'getBusiness', 'Business', { total: 1890.5 }],
    ['Business.lossReasonId as a number', 'getBusiness', 'Business', { lossReasonId: 7 }],
    ['Tag.color not in #RRGGBB form', 'getTag', 'Tag', { color: 'blue' }],
    ['Tag.createdAt not a date-time', 'getTag', 'Tag', { createdAt: '12/03/2025' }],
    [
      'AttachmentDto.type outside the enum',
      'addBusinessAttachment',
      'AttachmentDto',
      { type: 'PDF' },
    ],
    ['Activity.isCompleted as "yes"', 'getActivity', 'Activity', { isCompleted: 'yes' }],
    ['Product.price as a string', 'getProduct', 'Product', { price: '977.30' }],
  ] as const)('rejects a broken example: %s', (_label, operationId, schemaName, patch) => {
    const valid = served(operationId);
    expect(validator.validateNamed(schemaName, valid).valid).toBe(true);
    const broken = { ...valid, ...patch };
    expect(validator.validateNamed(schemaName, broken).valid).toBe(false);
  });

  it('rejects a history listing without its required count', () => {
    expect(validator.validateNamed('HistoryList', { data: [] }).valid).toBe(false);
  });

  it('rejects a message attachment without its url', () => {
    const attachment = {
      fileName: 'proposta.pdf',
      mimeType: 'application/pdf',
      type: 'FILE',
      size: 184320,
    };
    expect(validator.validateNamed('SendMessageAttachment', attachment).valid).toBe(false);
    expect(
      validator.validateNamed('SendMessageAttachment', {
        ...attachment,
        url: 'https://files.example.com/p.pdf',
      }).valid,
    ).toBe(true);
  });

  it('rejects an attachment request without the required fileName', () => {
    expect(
      validator.validateNamed('CreateAttachmentDto', {
        attachmentUrl: 'https://files.example.com/a.pdf',
      }).valid,
    ).toBe(false);
  });
});
