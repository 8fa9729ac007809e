/**
 * The contract test's calls of the delivery operations: a success and the errors of
 * each, spread into the cases of contract-delivery.test.ts. `api()` is the running test API.
 */
import { DEMO_PASSWORD, MockBusyUser, MockQuietUser, MockUser } from '../../mock-api/fixtures/users.ts';
import type { TestApi } from './helpers.ts';

type Call = () => Promise<Response>;

export function deliveryCases(api: () => TestApi): Record<string, { success: Call[]; errors: Call[] }> {
  const demo = () => api().login(MockUser.email, DEMO_PASSWORD);
  const busy = () => api().login(MockBusyUser.email, DEMO_PASSWORD);
  const quiet = () => api().login(MockQuietUser.email, DEMO_PASSWORD);
  const request = (method: string, url: string, init?: Parameters<TestApi['request']>[2]) => api().request(method, url, init);
  const RULE = { outcomes: ['appointment_booked'], emails: ['ana@example.com'], language: 'en' };
  const newRule = async (token: string) =>
    ((await (await request('POST', '/api/delivery/rules', { token, json: RULE })).json()) as { id: string }).id;
  const newEndpoint = async (token: string) =>
    (
      (await (await request('POST', '/api/delivery/webhooks', { token, json: { url: 'https://example.com/hooks' } })).json()) as {
        id: string;
      }
    ).id;
  const lastMail = async (to: string) =>
    ((await (await request('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { link: string | null; text: string }[])[0];
  const local = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');
  const digestUnsubscribe = async () => {
    const token = await demo();
    await request('PUT', '/api/delivery/digest', { token, json: { enabled: true, hour: 8 } });
    await request('POST', '/api/dev/delivery/digest', { token });
    return local(/(http\S+\/api\/delivery\/unsubscribe\?token=\S+)/.exec((await lastMail(MockUser.email))?.text ?? '')?.[1] ?? '');
  };
  const testMessage = async (token: string, endpoint: string) =>
    ((await (await request('POST', `/api/delivery/webhooks/${endpoint}/test`, { token })).json()) as { id: string }).id;
  const anyCall = async (token: string) =>
    ((await (await request('GET', '/api/calls?limit=1', { token })).json()) as { items: { id: string }[] }).items[0]?.id ?? 'none';

  return {
    getDelivery: {
      success: [
        async () => request('GET', '/api/delivery', { token: await demo() }),
        async () => request('GET', '/api/delivery', { token: await quiet() }),
      ],
      errors: [() => request('GET', '/api/delivery')],
    },
    createDeliveryRule: {
      success: [
        async () => request('POST', '/api/delivery/rules', { token: await demo(), json: RULE }),
        async () =>
          request('POST', '/api/delivery/rules', {
            token: await busy(),
            json: { ...RULE, phones: ['+34600111222'], condition: { field: 'reason', contains: 'implant' }, language: 'ae' },
          }),
      ],
      errors: [
        () => request('POST', '/api/delivery/rules', { json: RULE }),
        async () =>
          request('POST', '/api/delivery/rules', {
            token: await demo(),
            json: { ...RULE, emails: ['a@x.es', 'b@x.es', 'c@x.es', 'd@x.es', 'e@x.es', 'f@x.es'] },
          }),
        async () => request('POST', '/api/delivery/rules', { token: await demo(), json: { ...RULE, outcomes: ['won'] } }),
        async () =>
          request('POST', '/api/delivery/rules', { token: await demo(), json: { ...RULE, condition: { field: 'reason', contains: 'x' } } }),
        async () => request('POST', '/api/delivery/rules', { token: await quiet(), json: RULE }),
      ],
    },
    updateDeliveryRule: {
      success: [
        async () => {
          const token = await demo();
          return request('PUT', `/api/delivery/rules/${await newRule(token)}`, {
            token,
            json: { ...RULE, outcomes: ['missed', 'voicemail'] },
          });
        },
      ],
      errors: [
        async () => request('PUT', '/api/delivery/rules/rule_nope', { token: await demo(), json: RULE }),
        async () => request('PUT', `/api/delivery/rules/${await newRule(await demo())}`, { token: await busy(), json: RULE }),
        async () => request('PUT', '/api/delivery/rules/x', { token: await demo(), json: { ...RULE, language: 'fr' } }),
      ],
    },
    deleteDeliveryRule: {
      success: [
        async () => {
          const token = await demo();
          return request('DELETE', `/api/delivery/rules/${await newRule(token)}`, { token });
        },
      ],
      errors: [
        async () => request('DELETE', '/api/delivery/rules/rule_nope', { token: await demo() }),
        () => request('DELETE', '/api/delivery/rules/rule_nope'),
      ],
    },
    saveDeliveryDigest: {
      success: [async () => request('PUT', '/api/delivery/digest', { token: await demo(), json: { enabled: true, hour: 7 } })],
      errors: [
        async () => request('PUT', '/api/delivery/digest', { token: await demo(), json: { enabled: true, hour: 24 } }),
        async () => request('PUT', '/api/delivery/digest', { token: await quiet(), json: { enabled: true, hour: 7 } }),
      ],
    },
    confirmDeliveryAddress: {
      success: [
        async () => {
          await newRule(await demo());
          return request('GET', local((await lastMail('ana@example.com'))?.link ?? ''));
        },
      ],
      errors: [
        () => request('GET', '/api/delivery/confirm?token=confirm.1.nope'),
        () => request('GET', `/api/delivery/confirm?token=${'x'.repeat(201)}`),
      ],
    },
    showUnsubscribe: {
      success: [async () => request('GET', await digestUnsubscribe())],
      errors: [() => request('GET', '/api/delivery/unsubscribe?token=unsub.1.nope')],
    },
    unsubscribe: {
      success: [async () => request('POST', await digestUnsubscribe())],
      errors: [() => request('POST', '/api/delivery/unsubscribe')],
    },
    createWebhookEndpoint: {
      success: [
        async () =>
          request('POST', '/api/delivery/webhooks', {
            token: await busy(),
            json: {
              url: 'https://crm.example.com/hooks',
              description: 'CRM',
              events: ['lead.qualified'],
              condition: { field: 'company', contains: 'SL' },
            },
          }),
      ],
      errors: [
        () => request('POST', '/api/delivery/webhooks', { json: { url: 'https://example.com/hooks' } }),
        async () => request('POST', '/api/delivery/webhooks', { token: await demo(), json: { url: 'http://example.com/hooks' } }),
        async () =>
          request('POST', '/api/delivery/webhooks', { token: await demo(), json: { url: `https://example.com/${'a'.repeat(2000)}` } }),
        async () => request('POST', '/api/delivery/webhooks', { token: await quiet(), json: { url: 'https://example.com/hooks' } }),
      ],
    },
    getWebhookEndpoint: {
      success: [
        async () => {
          const token = await demo();
          return request('GET', `/api/delivery/webhooks/${await newEndpoint(token)}`, { token });
        },
      ],
      errors: [
        async () => request('GET', '/api/delivery/webhooks/ep_nope', { token: await demo() }),
        async () => request('GET', '/api/delivery/webhooks/a%20b', { token: await demo() }),
      ],
    },
    updateWebhookEndpoint: {
      success: [
        async () => {
          const token = await demo();
          return request('PUT', `/api/delivery/webhooks/${await newEndpoint(token)}`, {
            token,
            json: { url: 'https://example.org/hooks', enabled: false },
          });
        },
      ],
      errors: [
        async () => {
          const token = await demo();
          return request('PUT', `/api/delivery/webhooks/${await newEndpoint(token)}`, { token, json: { url: 'https://192.168.0.1/x' } });
        },
        async () => request('PUT', '/api/delivery/webhooks/ep_nope', { token: await demo(), json: { url: 'https://example.org/hooks' } }),
      ],
    },
    deleteWebhookEndpoint: {
      success: [
        async () => {
          const token = await demo();
          return request('DELETE', `/api/delivery/webhooks/${await newEndpoint(token)}`, { token });
        },
      ],
      errors: [async () => request('DELETE', '/api/delivery/webhooks/ep_nope', { token: await demo() })],
    },
    getWebhookSecret: {
      success: [
        async () => {
          const token = await demo();
          return request('GET', `/api/delivery/webhooks/${await newEndpoint(token)}/secret`, { token });
        },
      ],
      errors: [async () => request('GET', `/api/delivery/webhooks/${await newEndpoint(await demo())}/secret`, { token: await busy() })],
    },
    rotateWebhookSecret: {
      success: [
        async () => {
          const token = await demo();
          return request('POST', `/api/delivery/webhooks/${await newEndpoint(token)}/secret`, { token });
        },
      ],
      errors: [async () => request('POST', '/api/delivery/webhooks/ep_nope/secret', { token: await demo() })],
    },
    listWebhookMessages: {
      success: [
        async () => {
          const token = await demo();
          const endpoint = await newEndpoint(token);
          await testMessage(token, endpoint);
          return request('GET', `/api/delivery/webhooks/${endpoint}/messages?event=call.ended&limit=10`, { token });
        },
      ],
      errors: [
        async () => {
          const token = await demo();
          return request('GET', `/api/delivery/webhooks/${await newEndpoint(token)}/messages?limit=0`, { token });
        },
        async () => request('GET', '/api/delivery/webhooks/ep_nope/messages', { token: await demo() }),
      ],
    },
    resendWebhookMessage: {
      success: [
        async () => {
          const token = await demo();
          const endpoint = await newEndpoint(token);
          return request('POST', `/api/delivery/webhooks/${endpoint}/messages/${await testMessage(token, endpoint)}/resend`, { token });
        },
      ],
      errors: [
        async () => {
          const token = await demo();
          return request('POST', `/api/delivery/webhooks/${await newEndpoint(token)}/messages/msg_nope/resend`, { token });
        },
      ],
    },
    recoverWebhookMessages: {
      success: [
        async () => {
          const token = await demo();
          return request('POST', `/api/delivery/webhooks/${await newEndpoint(token)}/recover`, {
            token,
            json: { since: '2026-01-01T00:00:00Z' },
          });
        },
      ],
      errors: [
        async () => {
          const token = await demo();
          return request('POST', `/api/delivery/webhooks/${await newEndpoint(token)}/recover`, { token, json: { since: 'yesterday' } });
        },
        async () =>
          request('POST', '/api/delivery/webhooks/ep_nope/recover', { token: await demo(), json: { since: '2026-01-01T00:00:00Z' } }),
      ],
    },
    sendWebhookTest: {
      success: [
        async () => {
          const token = await demo();
          return request('POST', `/api/delivery/webhooks/${await newEndpoint(token)}/test`, { token, json: { event: 'balance.low' } });
        },
      ],
      errors: [
        async () => {
          const token = await demo();
          const endpoint = await newEndpoint(token);
          await request('PUT', `/api/delivery/webhooks/${endpoint}`, { token, json: { url: 'https://example.com/hooks', enabled: false } });
          return request('POST', `/api/delivery/webhooks/${endpoint}/test`, { token });
        },
        async () => request('POST', '/api/delivery/webhooks/ep_nope/test', { token: await demo() }),
      ],
    },
    getCallDeliveries: {
      success: [
        async () => {
          const token = await demo();
          return request('GET', `/api/delivery/calls/${await anyCall(token)}`, { token });
        },
      ],
      errors: [
        async () => request('GET', '/api/delivery/calls/c-nope', { token: await demo() }),
        async () => request('GET', `/api/delivery/calls/${await anyCall(await demo())}`, { token: await busy() }),
      ],
    },
  };
}
