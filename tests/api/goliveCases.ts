/**
 * The contract test's calls of the go-live operations: a success and the errors of each, spread
 * into the cases of contract-calls.test.ts. Each success brings the demo line to the state it needs first
 * (live, through a forwarded test call), so the cases run in any order.
 */
import { DEMO_PASSWORD, MockRejectedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import type { TestApi } from './helpers.ts';

type Call = () => Promise<Response>;

const LINE = {
  country: 'ES',
  lineKind: 'landline',
  carrier: 'movistar',
  mode: 'conditional',
  conditions: ['busy', 'no_answer'],
  noAnswerSec: 15,
  businessNumber: '+34912345678',
  pbxTarget: null,
};

export function goLiveCases(api: () => TestApi): Record<string, { success: Call[]; errors: Call[] }> {
  const demo = () => api().login(MockUser.email, DEMO_PASSWORD);
  const rejected = () => api().login(MockRejectedUser.email, DEMO_PASSWORD);
  const request = (method: string, url: string, init?: Parameters<TestApi['request']>[2]) => api().request(method, url, init);
  /** The demo line, live again through a forwarded test call. */
  const live = async () => {
    const token = await demo();
    await request('POST', '/api/golive/resume', { token });
    await request('PUT', '/api/golive/line', { token, json: LINE });
    const { agentNumber } = (await (await request('POST', '/api/golive/test', { token })).json()) as { agentNumber: string };
    await request('POST', '/api/dev/telephony/inbound', {
      json: { to: agentNumber, from: '+34699887766', forwardedFrom: LINE.businessNumber, reason: 'busy' },
    });
    return token;
  };
  return {
    getGoLive: {
      success: [
        async () => request('GET', '/api/golive', { token: await demo() }),
        async () => request('GET', '/api/golive', { token: await rejected() }),
      ],
      errors: [() => request('GET', '/api/golive')],
    },
    saveGoLiveLine: {
      success: [async () => request('PUT', '/api/golive/line', { token: await demo(), json: LINE })],
      errors: [
        () => request('PUT', '/api/golive/line', { json: LINE }),
        async () => request('PUT', '/api/golive/line', { token: await demo(), json: { ...LINE, businessNumber: '+12125550142' } }),
        async () => request('PUT', '/api/golive/line', { token: await demo(), json: { ...LINE, noAnswerSec: 40 } }),
        async () => request('PUT', '/api/golive/line', { token: await rejected(), json: LINE }),
      ],
    },
    startGoLiveTest: {
      success: [async () => request('POST', '/api/golive/test', { token: await live() })],
      errors: [() => request('POST', '/api/golive/test'), async () => request('POST', '/api/golive/test', { token: await rejected() })],
    },
    pauseGoLive: {
      success: [async () => request('POST', '/api/golive/pause', { token: await live(), json: { mode: 'business', message: null } })],
      errors: [
        () => request('POST', '/api/golive/pause', { json: { mode: 'business', message: null } }),
        async () => request('POST', '/api/golive/pause', { token: await live(), json: { mode: 'message', message: '' } }),
        async () => request('POST', '/api/golive/pause', { token: await rejected(), json: { mode: 'business', message: null } }),
      ],
    },
    resumeGoLive: {
      success: [
        async () => {
          const token = await live();
          await request('POST', '/api/golive/pause', { token, json: { mode: 'message', message: 'Back on Monday.' } });
          return request('POST', '/api/golive/resume', { token });
        },
      ],
      errors: [() => request('POST', '/api/golive/resume'), async () => request('POST', '/api/golive/resume', { token: await live() })],
    },
  };
}
