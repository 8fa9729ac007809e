import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, outbox, test } from './fixtures.ts';

/**
 * The landing page's lead forms: a lead lands in the mock API (in English and, from the second
 * form, in Arabic), bad input and server failures are said without losing what was typed, and the
 * phone field's flags come from the site itself.
 */

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
});
