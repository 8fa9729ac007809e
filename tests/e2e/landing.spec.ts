import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, outbox, test } from './fixtures.ts';

/**
 * Every deferred section of the landing page has hydrated: no control waits behind a gate.
 * Sections load as they near the screen, so this scrolls through them as a reader would.
 */
async function waitForSections(page: Page) {
  for (const section of await page.locator('main section[id]').all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('fieldset.hydration-gate:disabled')).toHaveCount(0, { timeout: 15_000 });
  }
  await expect(page.locator('fieldset.hydration-gate:disabled')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('section#faq h2')).toBeVisible();
}

interface StoredLead {
  contact_name: string;
  email: string;
  phone: string;
  company_name: string;
  company_size: string;
  industry: string;
  url: string | null;
  locale: string;
  place_id: string;
  is_contacted: boolean;
  is_active: boolean;
  extra_info: null;
  CEO: null;
}

async function storedLeads(request: APIRequestContext, email: string): Promise<StoredLead[]> {
  const response = await request.get(`/api/dev/leads?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredLead[];
}

async function fillLeadForm(form: Locator, email: string) {
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill('García');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Company name').fill('Clínica Norte');
  const phone = form.getByRole('textbox', { name: 'Phone' });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('600111222');
  await form.getByLabel('Company size').selectOption('pyme');
  await form.getByLabel('Industry').selectOption('Healthcare');
  await form.getByLabel('Website (optional)').fill('clinicanorte.es');
}

test.describe('landing page', () => {
  test('shows the sections in the order of the spec, with the hero claims', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your AI call centre answers and makes every call');
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(['form-section', 'how-it-works', 'features', 'pricing', 'comparison', 'form-section-2', 'guarantee', 'faq']);
    await expect(page.locator('#start')).toContainText('Get your first leads for free');
    await expect(page.getByText('Free trial or demo, no card needed')).toBeVisible();
    await expect(page.getByText('Over 600 startups already trust us')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4.8 out of 5' }).first()).toBeVisible();
    await expect(page.getByText('Average rating from verified customer reviews')).toBeVisible();
    await expect(page.getByText('Best AI start-up 2025')).toBeVisible();
    // 4 partner logos repeated 3 times; only the first copy is announced.
    await expect(page.getByTestId('partner-marquee').locator('img')).toHaveCount(12);
    await expect(page.getByRole('list', { name: 'Companies that answer their calls with us' }).getByRole('img')).toHaveCount(4);
    // The footer follows the FAQ.
    const order = await page.evaluate(() => {
      const faq = document.getElementById('faq');
      const footer = document.querySelector('footer');
      return faq && footer ? faq.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
  });

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

  test('the phone field shows the flag of its country from the site itself; nothing is fetched from another host', async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) foreign.push(request.url());
    });
    await page.goto('/');
    const form = page.locator('#form-section form');
    const country = form.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue('ES');
    const flag = form.locator('.PhoneInputCountryIcon img');
    await expect(flag).toHaveAttribute('alt', 'Spain');
    await expect(flag).toHaveAttribute('src', /^\/assets\/ES-[\w-]+\.svg$/);
    await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await country.selectOption('FR');
    await expect(flag).toHaveAttribute('alt', 'France');
    await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('+33');
    expect(foreign).toEqual([]);
  });

  test('pricing: three plans, the exact prices, and the comparison values', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByTestId('plan-price')).toHaveText(['199.00€', '399.00€', '+890.00€']);
    await expect(pricing.getByRole('article', { name: 'Advanced' })).toContainText('Most popular');
    const custom = pricing.getByRole('article', { name: 'Custom' });
    await expect(custom.getByRole('button')).toHaveCount(0);
    await expect(custom.getByRole('link', { name: 'Learn more about the Custom plan' })).toHaveAttribute('href', '#form-section');
    await pricing.getByRole('link', { name: 'See every plan, including the customizable one, and the annual terms' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    const row = (name: string) => page.locator('#comparison').getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('Minutes per month').getByRole('cell')).toHaveText(['100', '300', 'Custom']);
    await expect(row('Outbound calls').getByRole('cell')).toHaveText(['No', 'No', 'Yes']);
    await expect(row('Analytics dashboard').getByRole('cell')).toHaveText(['None', 'Basic', 'Advanced']);
    await expect(row('Custom voice').getByRole('cell')).toHaveText(['Optional', 'Optional', 'Included']);
  });

  for (const [product, plan] of [
    [1, 'Essential'],
    [2, 'Advanced'],
  ] as const) {
    test(`the ${plan} buy button reaches /buy with product ${product}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: `Buy ${plan}` }).click();
      await expect(page).toHaveURL(/\/buy$/);
      expect(await page.evaluate(() => (history.state as { usr?: { product?: number } }).usr?.product)).toBe(product);
    });
  }

  test('in Spanish the buy button reaches /es/buy with its product', async ({ page }) => {
    await page.goto('/es');
    await page.getByRole('button', { name: 'Comprar Avanzado' }).click();
    await expect(page).toHaveURL(/\/es\/buy$/);
    expect(await page.evaluate(() => (history.state as { usr?: { product?: number } }).usr?.product)).toBe(2);
  });

  test('the FAQ opens one item at a time, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const cheap = faq.getByRole('button', { name: 'Why is it so cheap compared with a human call centre?' });
    const cancel = faq.getByRole('button', { name: 'Can I cancel my subscription?' });
    const credits = faq.getByRole('button', { name: 'How do credits work?' });
    await expect(faq.getByRole('button')).toHaveCount(5);
    await cheap.click();
    await expect(cheap).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText('Our AI agent answers many calls at the same time', { exact: false })).toBeVisible();
    await cancel.click();
    await expect(cancel).toHaveAttribute('aria-expanded', 'true');
    await expect(cheap).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('at least 15 days before the next billing date', { exact: false })).toBeVisible();
    // Collapsible: a second click closes it.
    await cancel.click();
    await expect(cancel).toHaveAttribute('aria-expanded', 'false');
    // Keyboard: focus a question and press Enter, then Space on another.
    await credits.focus();
    await page.keyboard.press('Enter');
    await expect(credits).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(faq.getByRole('button', { name: "How do I add my company's details to the invoice?" })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(credits).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq [aria-expanded="true"]')).toHaveCount(1);
  });

  test('a lead submitted through the form lands in the mock API, the form resets and a notice says to check the e-mail', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const form = page.locator('#form-section form');
    await fillLeadForm(form, 'ana.garcia@example.com');
    await form.getByRole('button', { name: 'Send my details' }).click();
    await expect(page.getByText('Thank you! We have received your details. Check your e-mail to verify them.')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByLabel('E-mail')).toHaveValue('');
    await expect(form.getByLabel('Company size')).toHaveValue('autonomo');
    await expect(form.getByLabel('Industry')).toHaveValue('');

    const [lead] = await storedLeads(request, 'ana.garcia@example.com');
    expect(lead).toMatchObject({
      contact_name: 'Ana García',
      company_name: 'Clínica Norte',
      phone: '+34600111222',
      company_size: 'SME',
      industry: 'Healthcare',
      url: 'https://clinicanorte.es',
      locale: 'en',
      is_contacted: false,
      is_active: true,
      extra_info: null,
      CEO: null,
    });
    expect(lead?.place_id).toMatch(/^CUST-\d{13}$/);
    expect((await outbox(request, 'ana.garcia@example.com'))[0]?.kind).toBe('lead');
  });

  test('the second form, in Arabic, sends the locale ae', async ({ page, request }) => {
    await page.goto('/ae');
    const form = page.locator('#form-section-2 form');
    await form.getByLabel('الاسم الأول').fill('سارة');
    await form.getByLabel('اسم العائلة').fill('المنصوري');
    await form.getByLabel('البريد الإلكتروني').fill('sara@example.com');
    await form.getByLabel('اسم الشركة').fill('شركة النخيل');
    const phone = form.getByRole('textbox', { name: 'رقم الهاتف' });
    await form.getByRole('combobox', { name: 'الدولة' }).selectOption('AE');
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('501234567');
    await form.getByLabel('القطاع').selectOption('Finance');
    await form.getByRole('button', { name: 'أرسل بياناتي' }).click();
    await expect(page.getByText('شكرًا لك! استلمنا بياناتك. تحقّق من بريدك الإلكتروني لتأكيدها.')).toBeVisible();
    const [lead] = await storedLeads(request, 'sara@example.com');
    expect(lead).toMatchObject({
      contact_name: 'سارة المنصوري',
      phone: '+971501234567',
      company_size: 'freelancer',
      industry: 'Finance',
      url: null,
      locale: 'ae',
    });
  });

  test('bad input gets clear messages under the fields, focus on the first, and nothing is sent', async ({ page, request }) => {
    await page.goto('/');
    const form = page.locator('#form-section form');
    await form.getByRole('button', { name: 'Send my details' }).click();
    await expect(form.getByText('Enter your first name.')).toBeVisible();
    await expect(form.getByText('Enter your last name.')).toBeVisible();
    await expect(form.getByText('Enter your e-mail.')).toBeVisible();
    await expect(form.getByText('Enter your company name.')).toBeVisible();
    await expect(form.getByText('Enter a phone number.')).toBeVisible();
    await expect(form.getByText('Choose your industry.')).toBeVisible();
    await expect(form.getByLabel('First name')).toBeFocused();

    await fillLeadForm(form, 'not-an-email');
    await form.getByLabel('Website (optional)').fill('not a website');
    const phone = form.getByRole('textbox', { name: 'Phone' });
    await phone.click();
    await phone.press('End');
    for (let i = 0; i < 3; i++) await phone.press('Backspace');
    await expect(phone).toHaveValue('+34 600 11 1');
    await form.getByRole('button', { name: 'Send my details' }).click();
    await expect(form.getByText('Enter a valid e-mail address, like name@company.com.')).toBeVisible();
    await expect(form.getByText('This phone number is too short.')).toBeVisible();
    await expect(form.getByText('Enter a valid web address, like https://yourcompany.com.')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toBeFocused();
    // Nothing typed is lost.
    await expect(form.getByLabel('First name')).toHaveValue('Ana');
    await expect(form.getByLabel('Industry')).toHaveValue('Healthcare');
    expect(await storedLeads(request, 'not-an-email')).toEqual([]);
  });

  test('a server refusal shows its error text and keeps every value', async ({ page }) => {
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'This company is already registered.' }),
      }),
    );
    await page.goto('/');
    const form = page.locator('#form-section form');
    await fillLeadForm(form, 'ana@example.com');
    await form.getByRole('button', { name: 'Send my details' }).click();
    await expect(page.getByText('This company is already registered.')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveValue('ana@example.com');
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('+34 600 11 12 22');
    await expect(form.getByRole('button', { name: 'Send my details' })).toBeEnabled();
  });

  test('a server error without text shows submissionError; the API down shows the network message; a retry works', async ({
    page,
    request,
  }) => {
    let mode: 'plain' | 'down' | 'live' = 'plain';
    await page.route('**/api/leads', (route) => {
      if (mode === 'plain') return route.fulfill({ status: 500, body: '' });
      if (mode === 'down') return route.abort('connectionrefused');
      return route.continue();
    });
    await page.goto('/');
    const form = page.locator('#form-section form');
    await fillLeadForm(form, 'retry@example.com');
    const submit = form.getByRole('button', { name: 'Send my details' });
    await submit.click();
    await expect(page.getByText('There was an error submitting the form. Please try again.')).toBeVisible();
    mode = 'down';
    await submit.click();
    await expect(page.getByText('We could not reach the server. Check your connection and try again.')).toBeVisible();
    await expect(form.getByLabel('Company name')).toHaveValue('Clínica Norte');
    mode = 'live';
    await submit.click();
    await expect(page.getByText('Thank you! We have received your details. Check your e-mail to verify them.')).toBeVisible();
    expect(await storedLeads(request, 'retry@example.com')).toHaveLength(1);
  });

  test('while sending, the button is disabled and says Processing…', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/leads', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const form = page.locator('#form-section form');
    await fillLeadForm(form, 'slow@example.com');
    await form.getByRole('button', { name: 'Send my details' }).click();
    const processing = form.getByRole('button', { name: 'Processing…' });
    await expect(processing).toBeDisabled();
    release();
    await expect(form.getByRole('button', { name: 'Send my details' })).toBeEnabled();
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

  test('the header start button and the hero reach the lead form by keyboard, with a visible focus', async ({ page }) => {
    await page.goto('/');
    await waitForSections(page);
    await page.getByRole('banner').getByRole('link', { name: 'Start now' }).click();
    await expect(page).toHaveURL(/#start$/);
    await expect(page.locator('#start')).toBeInViewport();
    // Tab through the form: every field is reachable, in order.
    const form = page.locator('#form-section form');
    const firstName = form.getByLabel('First name');
    const look = () =>
      firstName.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineColor} ${style.borderColor}`;
      });
    const unfocused = await look();
    await firstName.focus();
    const names: string[] = [];
    for (let i = 0; i < 10; i++) {
      names.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? ''));
      await page.keyboard.press('Tab');
    }
    expect(names.slice(0, 5)).toEqual(['firstName', 'lastName', 'email', 'companyName', 'telefonoCountry']);
    expect(names).toEqual(expect.arrayContaining(['telefono', 'companySize', 'industry', 'url', 'Send my details']));
    // The focused field looks different (Mantine colours its border, in a short transition).
    await firstName.focus();
    await expect.poll(look).not.toBe(unfocused);
  });

  test('the partner strip stands still for visitors who prefer reduced motion', async ({ browser }) => {
    const moving = await browser.newPage();
    await moving.goto('/');
    const track = (page: Page) => page.locator('.vz-marquee-track');
    await expect.poll(() => track(moving).evaluate((element) => getComputedStyle(element).animationName)).toMatch(/vz-marquee/);
    await moving.close();
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const still = await context.newPage();
    await still.goto('/');
    await expect(still.getByTestId('partner-marquee').locator('img')).toHaveCount(12);
    await expect.poll(() => track(still).evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await context.close();
  });

  for (const path of ['/', '/es', '/ae']) {
    test(`no axe violation on ${path}, with every section live and a FAQ item open`, async ({ page }) => {
      await page.goto(path);
      await waitForSections(page);
      await page.locator('#faq').getByRole('button').first().click();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('no axe violation on a phone, with the lead form showing its errors', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/ae');
    await waitForSections(page);
    await page.locator('#form-section form').getByRole('button').last().click();
    await expect(page.locator('#form-section form [aria-invalid="true"]').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});
