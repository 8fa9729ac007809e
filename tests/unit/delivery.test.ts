import { describe, expect, it } from 'vitest';
import bundle from '../../src/api/contract/openapi.bundle.json';
import { attemptKind, endpointHealth, WEBHOOK_EVENTS, WEBHOOK_EXAMPLES } from '../../src/lib/delivery.ts';
import { resolvePointer } from '../../src/lib/openapi.ts';

describe('delivery', () => {
  it('shows the event payload examples of the contract, one per event', () => {
    const webhooks = (
      bundle as { webhooks: Record<string, { post: { requestBody: { content: { 'application/json': { schema: { $ref: string } } } } } }> }
    ).webhooks;
    expect(Object.keys(webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const event of WEBHOOK_EVENTS) {
      const schema = resolvePointer(bundle, webhooks[event]!.post.requestBody.content['application/json'].schema.$ref) as {
        examples: unknown[];
      };
      expect(WEBHOOK_EXAMPLES[event], event).toEqual(schema.examples[0]);
    }
  });

  it('says an endpoint failing as retrying, and each attempt by its answer', () => {
    expect(endpointHealth({ status: 'failing' })).toBe('retrying');
    expect(endpointHealth({ status: 'healthy' })).toBe('healthy');
    expect(attemptKind({ httpStatus: 204 })).toBe('success');
    expect(attemptKind({ httpStatus: 410 })).toBe('httpError');
    expect(attemptKind({ httpStatus: null })).toBe('noAnswer');
  });
});
