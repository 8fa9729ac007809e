/**
 * The contract test's calls of the agent studio's operations: the draft's sections, answers,
 * holidays, publishing and versions, the test chat, scenarios and unanswered questions; a success
 * and the errors of each. `api()` is the running test API.
 */
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import type { Cases } from './contractConformance.ts';
import type { TestApi } from './helpers.ts';

interface Studio {
  revision: number;
  draft: { facts: object; hours: object; actions: { transfer: object } };
}

export function studioCases(api: () => TestApi): Cases {
  const demo = () => api().login(MockUser.email, DEMO_PASSWORD);
  /** The demo account's studio (for its draft and revision). */
  const studioOf = async () => (await (await api().request('GET', '/api/studio', { token: await demo() })).json()) as Studio;
  /** A draft write of the demo account with its current revision. */
  const studioSave = async (method: string, url: string, json: Record<string, unknown>) =>
    api().request(method, url, { token: await demo(), json: { revision: (await studioOf()).revision, ...json } });

  return {
    getStudio: {
      success: [async () => api().request('GET', '/api/studio', { token: await demo() })],
      errors: [() => api().request('GET', '/api/studio')],
    },
    saveStudioVoice: {
      success: [async () => studioSave('PUT', '/api/studio/draft/voice', { voiceId: 'es-m1', instructions: 'Greeting: Hello.' })],
      errors: [
        async () =>
          api().request('PUT', '/api/studio/draft/voice', {
            token: await demo(),
            json: { revision: 1, voiceId: 'es-m1', instructions: 'Hi' },
          }),
      ],
    },
    saveStudioFacts: {
      success: [async () => studioSave('PUT', '/api/studio/draft/facts', { facts: (await studioOf()).draft.facts })],
      errors: [async () => studioSave('PUT', '/api/studio/draft/facts', { facts: { ...(await studioOf()).draft.facts, phone: '12' } })],
    },
    saveStudioHours: {
      success: [async () => studioSave('PUT', '/api/studio/draft/hours', { hours: (await studioOf()).draft.hours })],
      errors: [
        async () =>
          studioSave('PUT', '/api/studio/draft/hours', { hours: { ...(await studioOf()).draft.hours, timeZone: 'Nowhere/City' } }),
      ],
    },
    saveStudioActions: {
      success: [async () => studioSave('PUT', '/api/studio/draft/actions', { actions: (await studioOf()).draft.actions })],
      errors: [
        async () => {
          const { actions } = (await studioOf()).draft;
          return studioSave('PUT', '/api/studio/draft/actions', {
            actions: { ...actions, transfer: { ...actions.transfer, enabled: true, number: '+34600111222' } },
          });
        },
      ],
    },
    listStudioAnswers: {
      success: [async () => api().request('GET', '/api/studio/answers?q=aparcar&language=es', { token: await demo() })],
      errors: [async () => api().request('GET', '/api/studio/answers?language=fr', { token: await demo() })],
    },
    addStudioAnswer: {
      success: [
        async () =>
          api().request('POST', '/api/studio/answers', {
            token: await demo(),
            json: { language: 'es', question: '¿Hay wifi?', answer: 'Sí.', phrasings: ['¿Tienen wifi?'] },
          }),
      ],
      errors: [
        async () =>
          api().request('POST', '/api/studio/answers', {
            token: await demo(),
            json: { language: 'es', question: '¿Hay wifi?', answer: 'x'.repeat(2001) },
          }),
      ],
    },
    updateStudioAnswer: {
      success: [
        async () =>
          api().request('PUT', '/api/studio/answers/a-parking', {
            token: await demo(),
            json: { language: 'es', question: '¿Hay parking?', answer: 'Sí.' },
          }),
      ],
      errors: [
        async () =>
          api().request('PUT', '/api/studio/answers/a-none', { token: await demo(), json: { language: 'es', question: 'q', answer: 'a' } }),
      ],
    },
    deleteStudioAnswer: {
      success: [async () => api().request('DELETE', '/api/studio/answers/a-parking', { token: await demo() })],
      errors: [
        async () => api().request('DELETE', '/api/studio/answers/a-parking?revision=1', { token: await demo() }),
        async () => api().request('DELETE', '/api/studio/answers/a-none', { token: await demo() }),
      ],
    },
    listStudioHolidays: {
      success: [async () => api().request('GET', '/api/studio/holidays?year=2027', { token: await demo() })],
      errors: [async () => api().request('GET', '/api/studio/holidays?year=27', { token: await demo() })],
    },
    publishStudio: {
      success: [
        async () => studioSave('POST', '/api/studio/publish', {}),
        async () => {
          await studioSave('POST', '/api/studio/publish', {});
          return studioSave('POST', '/api/studio/publish', {});
        },
      ],
      errors: [async () => api().request('POST', '/api/studio/publish', { token: await demo(), json: { revision: 1 } })],
    },
    listStudioVersions: {
      success: [async () => api().request('GET', '/api/studio/versions', { token: await demo() })],
      errors: [() => api().request('GET', '/api/studio/versions')],
    },
    compareStudioVersions: {
      success: [async () => api().request('GET', '/api/studio/compare?from=1&to=draft', { token: await demo() })],
      errors: [
        async () => api().request('GET', '/api/studio/compare?from=1&to=7', { token: await demo() }),
        async () => api().request('GET', '/api/studio/compare?from=one&to=draft', { token: await demo() }),
      ],
    },
    restoreStudioVersion: {
      success: [async () => studioSave('POST', '/api/studio/versions/1/restore', {})],
      errors: [async () => studioSave('POST', '/api/studio/versions/5/restore', {})],
    },
    studioChat: {
      success: [
        async () =>
          api().request('POST', '/api/studio/chat', {
            token: await demo(),
            json: { message: 'Quiero una cita', language: 'es', state: null, at: '2026-11-24T10:00:00Z' },
          }),
      ],
      errors: [
        async () => api().request('POST', '/api/studio/chat', { token: await demo(), json: { message: 'x'.repeat(1001), language: 'es' } }),
      ],
    },
    listStudioScenarios: {
      success: [async () => api().request('GET', '/api/studio/scenarios', { token: await demo() })],
      errors: [() => api().request('GET', '/api/studio/scenarios')],
    },
    saveStudioScenario: {
      success: [
        async () =>
          api().request('POST', '/api/studio/scenarios', {
            token: await demo(),
            json: {
              name: 'Parking',
              language: 'es',
              turns: ['¿Hay parking?'],
              expectations: [{ kind: 'answers_from', answerId: 'a-parking' }],
            },
          }),
      ],
      errors: [
        async () =>
          api().request('POST', '/api/studio/scenarios', {
            token: await demo(),
            json: { name: 'Parking', language: 'es', turns: [], expectations: [{ kind: 'books' }] },
          }),
      ],
    },
    deleteStudioScenario: {
      success: [async () => api().request('DELETE', '/api/studio/scenarios/sc-booking', { token: await demo() })],
      errors: [async () => api().request('DELETE', '/api/studio/scenarios/sc-none', { token: await demo() })],
    },
    runStudioScenarios: {
      success: [async () => api().request('POST', '/api/studio/scenarios/run', { token: await demo() })],
      errors: [() => api().request('POST', '/api/studio/scenarios/run')],
    },
    listStudioQuestions: {
      success: [async () => api().request('GET', '/api/studio/questions?status=open', { token: await demo() })],
      errors: [async () => api().request('GET', '/api/studio/questions?status=closed', { token: await demo() })],
    },
  };
}
