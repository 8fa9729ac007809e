/**
 * How soon the go-live page shows a test call as detected: the demo account on
 * `/dashboard/go-live` (production build, one browser), "Test my line" (or "Test again") pressed,
 * then the carrier's stand-in (`POST /api/dev/telephony/inbound`, the server's development routes)
 * forwards a call from the business line; the time is taken from that request to the page saying
 * "Test passed". A real call arrives at any moment of the wait, so each simulated call comes a
 * random 0-1 s after the countdown shows. The page asks for the line's state twice a second while
 * it waits, so the figure is at most one poll plus a request and a render (target: within 1 s).
 *
 * `npm run bench` calls `benchGoLive()` against its served build (`--no-golive` skips it).
 */
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright';
import { DEMO_PASSWORD, MockUser } from '../mock-api/fixtures/users.ts';
import { chromeArgs, chromePath } from '../tests/e2e/browser.ts';
import { figuresOf, type Figures } from './bench-calls.ts';

const DETECT_TARGET_MS = 1000;

export async function benchGoLive({ url, runs = 10 }: { url: string; runs?: number }): Promise<Figures> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: MockUser.email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!login.ok || !token) throw new Error(`bench: login failed (${login.status})`);
  const golive = (await (await fetch(`${url}/api/golive`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    agentNumber: string;
    line: { businessNumber: string } | null;
  };
  if (!golive.line) throw new Error('bench: the demo account has no line');

  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  const times: number[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/login`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${url}/dashboard/go-live`);
    const section = page.getByRole('region', { name: 'Test my line' });
    const result = section.getByTestId('test-result');
    for (let run = 0; run < runs; run += 1) {
      await section.getByRole('button', { name: /^Test (my line|again)$/ }).click();
      await section.getByTestId('countdown').waitFor();
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
      const started = performance.now();
      const call = await fetch(`${url}/api/dev/telephony/inbound`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ to: golive.agentNumber, from: '+34699887766', forwardedFrom: golive.line.businessNumber, reason: 'busy' }),
      });
      if (call.status !== 201) throw new Error(`bench: the simulated call answered ${call.status} (development routes off?)`);
      await page.waitForFunction((element) => element?.textContent?.startsWith('Test passed') ?? false, await result.elementHandle(), {
        polling: 'raf',
        timeout: 10_000,
      });
      times.push(performance.now() - started);
    }
  } finally {
    await browser.close();
  }
  const figures = figuresOf(times);
  console.log('\nGo live: the test call detected on /dashboard/go-live (demo account, production build)\n');
  console.log(
    `    from the simulated call to "Test passed": p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms over ${runs} calls (target < ${DETECT_TARGET_MS} ms)`,
  );
  return figures;
}
