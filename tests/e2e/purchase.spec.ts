import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, outbox, test } from './fixtures.ts';
import { fillPersonalDetails, openBuy } from './steps.ts';

/**
 * The purchase end to end, against the built portal and the mock API with the offline test
 * provider (no Stripe key): /buy from the landing page's buy button, registration, card
 * payment with Stripe's test cards, the thank-you, and what the mock API recorded.
 */
const BUYER = {
  name: 'Nora Vidal',
  phoneDigits: '622334455',
  email: 'nora.buyer@example.com',
  password: 'Recepcion2026!',
  prompt: 'Answer the calls of our bakery in Valencia and take orders for the next day.',
};

interface Payments {
  paymentIntents: { intentId: string; status: string; amount: number; card: { last4: string } | null }[];
  subscriptions: { plan: string; amount: number; status: string; minimumTermMonths: number }[];
  customers: { email: string; name: string }[];
}

async function payments(request: APIRequestContext): Promise<Payments> {
  const response = await request.get('/api/dev/payments');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Payments;
}

/** The thank-you shows, and the mock API recorded one charge and one Essential subscription. */
async function expectOneEssentialPurchase(page: Page, request: APIRequestContext) {
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  const recorded = await payments(request);
  expect(recorded.paymentIntents).toHaveLength(1);
  expect(recorded.subscriptions).toEqual([expect.objectContaining({ plan: 'essential', amount: 199 })]);
}

const phone = (page: Page) => page.getByRole('textbox', { name: /^Phone/ });

async function register(page: Page, person = BUYER) {
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await fillPersonalDetails(page, person);
  await page.getByRole('button', { name: 'Create my account and continue' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
}

async function fillCard(page: Page, number: string, expiry = '12 / 34', cvc = '123') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay / });

/** Registers for Essential and pays with a card the provider declines. */
async function registerAndPayDeclined(page: Page) {
  await openBuy(page, 'Essential');
  await register(page);
  await fillCard(page, '4000 0000 0000 0002');
  await payButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('buying Advanced with 4242…: registration, payment, thank-you, and the subscription recorded', async ({ page, request }) => {
  await openBuy(page, 'Advanced');
  await expect(page.getByText('Your choice: Advanced plan, €399.00 a month.')).toBeVisible();
  await register(page);
  await expect(page.getByRole('heading', { name: 'Card payment' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('€399.00');
  // The annual terms, where the buyer decides, with the link to the full terms.
  const terms = page.getByTestId('annual-terms');
  await expect(terms).toContainText('390 EUR a month');
  await expect(terms).toContainText('4,680 EUR excluding VAT');
  await expect(page.getByRole('link', { name: 'Read the full terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions');

  await expectNoAxeViolations(page, 'payment step');
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expectNoAxeViolations(page, 'thank-you');
  await expect(page.getByText(`We have sent a confirmation link to ${BUYER.email}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');

  const recorded = await payments(request);
  expect(recorded.paymentIntents).toEqual([
    expect.objectContaining({ status: 'succeeded', amount: 399, card: { last4: '4242', brand: 'visa' } }),
  ]);
  expect(recorded.subscriptions).toEqual([
    expect.objectContaining({ plan: 'advanced', amount: 399, status: 'active', minimumTermMonths: 12 }),
  ]);
  expect(recorded.customers).toEqual([expect.objectContaining({ email: BUYER.email, name: BUYER.name })]);
  // The account exists and its confirmation e-mail was sent.
  expect((await outbox(request, BUYER.email)).length).toBeGreaterThan(0);
  expect(JSON.stringify(recorded)).not.toContain('4242424242424242');
});

test('a declined card shows the provider message and keeps the form; another card then pays the same intent', async ({ page, request }) => {
  await registerAndPayDeclined(page);
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByLabel('Expiry date')).toHaveValue('12 / 34');

  await page.getByLabel('Card number').fill('4000 0000 0000 9995');
  await payButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' })).toBeVisible();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payButton(page).click();
  await expectOneEssentialPurchase(page, request);
});

test('a reload on the payment step resumes there without registering again, and pays the same intent', async ({ page, request }) => {
  await registerAndPayDeclined(page);

  await page.reload();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Card payment' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.getByText(`We have sent a confirmation link to ${BUYER.email}.`)).toBeVisible();

  // The thank-you survives a reload too; nothing is charged twice.
  await page.reload();
  await expectOneEssentialPurchase(page, request);
});

test('bad card input is refused in the browser, under its field, and nothing is charged', async ({ page, request }) => {
  await openBuy(page, 'Advanced');
  await register(page);
  await fillCard(page, '4242 4242 4242 4241', '01 / 20', '12');
  await payButton(page).click();
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();
  await expect(page.getByText("Your card's expiry date is in the past.")).toBeVisible();
  await expect(page.getByText("Your card's security code is incomplete.")).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(page.getByLabel('CVC')).toHaveValue('12');
  expect((await payments(request)).paymentIntents).toHaveLength(0);
});

test('the API down between the intent and the confirmation: a clear message, then a retry charges once', async ({ page, request }) => {
  await openBuy(page, 'Advanced');
  await register(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.route('**/api/confirm-payment', (route) => route.abort('connectionrefused'));
  await payButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not reach the server' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await page.unroute('**/api/confirm-payment');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  const recorded = await payments(request);
  expect(recorded.paymentIntents).toHaveLength(1);
  expect(recorded.subscriptions).toHaveLength(1);
});

test('an e-mail already registered is reported under its field and nothing typed is lost', async ({ page }) => {
  await openBuy(page, 'Advanced');
  await page.getByLabel('Full name').fill(BUYER.name);
  await expect(phone(page)).toBeEnabled();
  await phone(page).click();
  await phone(page).press('End');
  await phone(page).pressSequentially(BUYER.phoneDigits);
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByLabel(/^Password/).fill(BUYER.password);
  await page.getByLabel('Confirm password').fill(BUYER.password);
  await page.getByLabel('Instructions for your AI agent').fill(BUYER.prompt);
  await page.getByRole('button', { name: 'Create my account and continue' }).click();
  await expect(page.getByText('A user with this e-mail already exists.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expect(page.getByLabel('Instructions for your AI agent')).toHaveValue(BUYER.prompt);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
});

test('opening /buy without a product lands on the pricing page, in every locale', async ({ page }) => {
  await page.goto('/buy');
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto('/es/buy');
  await expect(page).toHaveURL(/\/es\/pricing$/);
});

test('in Arabic the purchase starts right to left', async ({ page }) => {
  await openBuy(page, 'Advanced', { path: '/ae', buy: 'اشترِ الخطة المتقدمة', heading: 'ابدأ اشتراكك' });
  await expect(page).toHaveURL(/\/ae\/buy$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('الخطوة 1 من 3')).toBeVisible();
});

test('the pricing page: four plans, the comparison, the annual terms, and a buy button that opens /buy', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  for (const plan of ['Essential', 'Advanced', 'Custom', 'Customizable']) {
    await expect(page.getByRole('article', { name: plan, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByTestId('annual-terms')).toContainText('90 incoming call minutes a month; unused minutes do not carry over.');
  await expect(page.getByRole('link', { name: 'Talk to us about a customizable plan' })).toHaveAttribute('href', '/#form-section');
  await expectNoAxeViolations(page, 'pricing');
  await page.getByRole('button', { name: 'Buy Essential' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(page.getByText('Your choice: Essential plan, €199.00 a month.')).toBeVisible();
});

async function fillContact(page: Page) {
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Vidal');
  await page.getByLabel('E-mail').fill(BUYER.email);
  await page.getByLabel('Company name').fill('Horno Vidal SL');
  await page.getByLabel('Company size').selectOption('pyme');
}

test('checkout: required contact fields, the course changes the total, start now pays and shows the success screen', async ({
  page,
  request,
}) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('€399.00');
  await page.getByRole('button', { name: 'Start now' }).click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByText('Company name is required.')).toBeVisible();
  await expect(page.getByText('Choose the size of your company.')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  expect((await payments(request)).paymentIntents).toHaveLength(0);

  await fillContact(page);
  await expect(page.getByLabel('Country')).toHaveValue('ES');
  await expectNoAxeViolations(page, 'checkout');
  await page.getByLabel('Add the flagship course for €97.00').check();
  await expect(page.getByTestId('order-total')).toHaveText('€496.00');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Start now' }).click();
  await expect(page).toHaveURL(/\/subscription-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You have successfully subscribed!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  const recorded = await payments(request);
  expect(recorded.subscriptions).toEqual([expect.objectContaining({ plan: 'advanced', amount: 496, flagshipCourse: true })]);
  expect(recorded.customers.length).toBe(2); // POST /customers (contact) and the subscription's customer
});

test("the dashboard's buy-calls page sells a package through the checkout", async ({ page, request }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByLabel('Password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/buy-calls');
  await page.getByRole('button', { name: /^Choose Pro/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Pro package: 5,000 calls a month')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$99.00');
  await expect(page.getByTestId('annual-terms')).toHaveCount(0);
  await expect(page.getByLabel('E-mail')).toHaveValue('demo@example.com');
  await page.getByLabel('Company size').selectOption('pyme');
  await page.getByLabel('Company name').fill('Demo SL');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Start now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Start now' }).click();
  await expect(page.getByRole('heading', { name: 'You have successfully subscribed!' })).toBeVisible();
  const recorded = await payments(request);
  expect(recorded.paymentIntents).toHaveLength(1);
  expect(recorded.subscriptions).toEqual([expect.objectContaining({ kind: 'callPackage', plan: 'pro', amount: 99, currency: 'USD' })]);
});

test('the payment screen: Pay now with the test card', async ({ page, request }) => {
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment information' })).toBeVisible();
  await page.getByLabel('Cardholder name').fill('Nora Vidal');
  await page.getByLabel('E-mail for the receipt').fill(BUYER.email);
  await fillCard(page, '4242 4242 4242 4242', '01 / 20');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText("Your card's expiry date is in the past.")).toBeVisible();
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'You have successfully subscribed!' })).toBeVisible();
  expect((await payments(request)).subscriptions).toHaveLength(1);
});
