import { expect, outbox, test } from './fixtures.ts';
import { waitForSections } from './landingSections.ts';

/**
 * How the landing page arrives: pre-rendered (every section readable without JavaScript), styled
 * on a phone by its inline CSS alone until the first scroll, its text-only parts loading no code,
 * every section rendered after a move inside the app, and a verification link opening the
 * confirmation page.
 */

test.describe('landing page', () => {
  test('the pre-rendered HTML carries every section and the head tags, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu centro de llamadas con IA atiende y realiza cada llamada');
    await expect(page.locator('#faq')).toContainText('Preguntas frecuentes');
    await expect(page.locator('#pricing')).toContainText('199,00 €');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ae$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Vozly/);
    await context.close();
  });

  test('on a phone the page is styled by its inline CSS; the stylesheet and the fonts wait for the first scroll', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    // Every section hydrates (the far ones when the browser is idle) without the stylesheet or Inter.
    await expect(page.locator('fieldset.hydration-gate:disabled')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const wholeSheetOrFont = (path: string) => /\/assets\/index-[^/]+\.css$|\.woff2$/.test(path);
    expect(requested.filter(wholeSheetOrFont)).toEqual([]);
    // The critical CSS is inline: the hero title is already bold, in the metric-matched fallback face.
    const title = page.getByRole('heading', { level: 1 });
    expect(Number(await title.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(700);
    await expect(page.locator('#pricing').getByRole('button', { name: 'Buy Essential' })).toBeEnabled();
    // The visitor scrolls: the whole stylesheet and Inter arrive.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => requested.filter(wholeSheetOrFont).length).toBe(2);
    const interLoaded = () =>
      page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'));
    await expect.poll(interLoaded).toBe(true);
    await context.close();
  });

  test('the text-only parts keep their pre-rendered markup and load no code, then follow a language switch', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForSections(page);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((path) => /\/(Hero|StepsSection|FeaturesSection|ComparisonTable|TestimonialsGrid|FinalBlock)-[^/]+\.js$/.test(path)),
    ).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your AI call centre answers and makes every call');
    const titles = () => page.locator('#how-it-works, #features, #comparison, #guarantee').getByRole('heading', { level: 2 });
    await expect(titles()).toHaveText([
      'Up and running in three steps',
      'Everything your phone line needs',
      'Compare the plans',
      'Results, or your money back',
    ]);
    await expect(page.locator('#pricing [data-plan="essential"]').getByRole('list')).toBeVisible();

    // The page stays mounted across the switch: those parts render anew, in Spanish, once each.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page).toHaveURL(/\/es$/);
    await expect(titles()).toHaveText([
      'En marcha en tres pasos',
      'Todo lo que necesita tu línea de teléfono',
      'Compara los planes',
      'Resultados, o te devolvemos el dinero',
    ]);
    await expect(page.locator('#pricing').getByRole('list', { name: 'Qué incluye el plan Esencial' })).toHaveCount(1);
    await expect(page.locator('#pricing').getByRole('list', { name: 'What the Essential plan includes' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu centro de llamadas con IA atiende y realiza cada llamada');
  });

  test('arriving on the pricing page, then going home inside the app, the hero and every feature list render', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('fieldset.hydration-gate:disabled')).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('banner').getByRole('link', { name: 'Vozly home' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await waitForSections(page);
    for (const plan of ['Essential', 'Advanced', 'Custom']) {
      await expect(
        page
          .locator('#pricing')
          .getByRole('list', { name: `What the ${plan} plan includes` })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
    }
    await expect(page.locator('#how-it-works').getByRole('heading', { level: 2 })).toHaveText('Up and running in three steps');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your AI call centre answers and makes every call');
  });

  test('a verification link on the landing page opens the confirmation page; only Confirm verifies the account', async ({
    page,
    request,
  }) => {
    const email = 'verify.me@example.com';
    const created = await request.post('/api/users', {
      data: { name: 'Verify Me', email, password: 'longenough1', phone: '+34611999888', iaprompt: 'Answer my calls', role_id: 4 },
    });
    expect(created.status()).toBe(201);
    const link = (await outbox(request, email))[0]?.link ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).toBeTruthy();
    await page.goto(`/es?token=${token}`);
    await expect(page).toHaveURL(new RegExp(`/es/verify-email\\?token=${token}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu correo electrónico' })).toBeVisible();
    const login = () => request.post('/api/login', { data: { email, password: 'longenough1' } });
    expect((await login()).status()).toBe(403);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cuenta verificada correctamente' })).toBeVisible();
    expect((await login()).status()).toBe(200);
  });
});
