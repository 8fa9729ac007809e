import { test as base, expect, type APIRequestContext } from '@playwright/test';

/**
 * Every end-to-end test starts from the seed: the mock API's data is reset before each test
 * (POST /api/dev/reset), so tests that change accounts never affect one another.
 * Import `test` and `expect` from here, not from @playwright/test.
 */
export const test = base.extend<{ seedData: void }>({
  seedData: [
    async ({ request }, use) => {
      const response = await request.post('/api/dev/reset');
      expect(response.status(), 'the mock API data reset').toBe(204);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** The e-mails the mock API sent to an address, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<{ kind: string; subject: string; link: string | null }[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { kind: string; subject: string; link: string | null }[];
}
