import { expect, test } from './fixtures.ts';
import { DEMO } from './steps.ts';

/**
 * The portal's first load (docs/performance.md): each dashboard page's HTML carries the portal's
 * frame, in the locale's language and direction, painted before any JavaScript runs; the app then
 * takes it over in place; the build's content-hashed files are cached for a year.
 */
test.describe("the portal's first load", () => {
  test('without JavaScript, the calls page in Arabic already shows its frame: header, navigation, heading', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ae/dashboard/calls');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('المكالمات | Vozly');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المكالمات');
    await expect(page.getByRole('link', { name: 'Vozly: لوحة التحكم الخاصة بك' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('كل مكالمة ردّ عليها وكيل الذكاء الاصطناعي');
    await context.close();
  });

  test('with a session, the app takes the frame over in place: the same heading element, then the calls', async ({ page, request }) => {
    const login = await request.post('/api/login', { data: { email: DEMO.email, password: DEMO.password } });
    const { token } = (await login.json()) as { token: string };
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto('/dashboard/calls', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Calls' });
    await expect(heading).toBeVisible();
    await heading.evaluate((element) => ((element as HTMLElement & { fromHtml?: boolean }).fromHtml = true));
    await expect(page.getByTestId('call-row').first()).toBeVisible();
    await expect(page.getByTestId('shell-account-name')).toHaveText(DEMO.name);
    // Hydrated, not rendered again: the heading painted from the HTML is still the one on screen.
    expect(await heading.evaluate((element) => (element as HTMLElement & { fromHtml?: boolean }).fromHtml)).toBe(true);
  });

  test('without a session, the frame gives way to the login page', async ({ page }) => {
    await page.goto('/es/dashboard/usage');
    await expect(page).toHaveURL(/\/es\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión en tu cuenta');
  });

  test('the calls page asks for its code at once, in a few files: its large ones listed in its HTML, about twenty in all', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/dashboard/calls')).text();
    // The loader's list: the app, the portal's groups and the page, requested with the entry.
    const preloads = [...html.matchAll(/"(\/assets\/[\w-]+\.js)"/g)].map(([, src]) => src);
    expect(preloads.some((src) => /\/app-[\w-]+\.js$/.test(src!))).toBe(true);
    expect(preloads.some((src) => /\/CallsPage-[\w-]+\.js$/.test(src!))).toBe(true);
    expect(preloads.length).toBeLessThanOrEqual(12);

    const login = await request.post('/api/login', { data: { email: DEMO.email, password: DEMO.password } });
    const { token } = (await login.json()) as { token: string };
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    const scripts = new Set<string>();
    page.on('request', (asked) => {
      if (asked.resourceType() === 'script') scripts.add(new URL(asked.url()).pathname);
    });
    await page.goto('/dashboard/calls');
    await expect(page.getByTestId('call-row').first()).toBeVisible();
    // About 22 files (docs/performance.md): the entry, the groups of scripts/chunk-plan.ts, the
    // frame and the page, and the locale files (the shell's five in one); ungrouped it is ~95.
    expect(scripts.size).toBeLessThanOrEqual(25);
  });

  test('the calls page is painted with its whole stylesheets, each requested once: the app adds none after the first paint', async ({
    page,
    request,
  }) => {
    // In the HTML's head, render-blocking: the entry's stylesheet and the page's chunks' ones.
    const html = await (await request.get('/dashboard/calls')).text();
    const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    const inHtml = [...head.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[\w-]+\.css)">/g)].map(([, href]) => href);
    expect(inHtml.some((href) => /\/index-[\w-]+\.css$/.test(href!))).toBe(true);
    expect(inHtml.some((href) => /\/portal-pages-[\w-]+\.css$/.test(href!))).toBe(true);

    const login = await request.post('/api/login', { data: { email: DEMO.email, password: DEMO.password } });
    const { token } = (await login.json()) as { token: string };
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    const sheets: string[] = [];
    page.on('request', (asked) => {
      if (asked.resourceType() === 'stylesheet') sheets.push(new URL(asked.url()).pathname);
    });
    await page.goto('/dashboard/calls');
    await expect(page.getByTestId('call-row').first()).toBeVisible();
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
    );
    // Once on, the app added none of them again.
    for (const href of inHtml) expect(linked.filter((linkedHref) => linkedHref === href)).toHaveLength(1);
    expect(new Set(linked).size).toBe(linked.length);
    expect(new Set(sheets).size).toBe(sheets.length);
    // Styled by them: the sidebar's links are Mantine's, not the browser's underlined blue ones.
    const active = page.getByRole('navigation').getByRole('link', { name: 'Calls', exact: true });
    await expect(active).toHaveCSS('text-decoration-line', 'none');
    await expect(active).not.toHaveCSS('color', 'rgb(0, 0, 238)');
  });

  test("the page's hashed scripts are cached for a year, its HTML is revalidated", async ({ request }) => {
    const response = await request.get('/dashboard/calls');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const scripts = [...(await response.text()).matchAll(/\/assets\/[\w-]+\.js/g)].map(([src]) => src);
    expect(scripts.length).toBeGreaterThan(1);
    for (const src of scripts.slice(0, 5)) {
      const asset = await request.get(src);
      expect(asset.status(), src).toBe(200);
      expect(asset.headers()['cache-control'], src).toBe('public, max-age=31536000, immutable');
    }
  });
});
