import { expect, test } from './fixtures.ts';

/**
 * The landing page's content: its sections in order with the hero's claims, the plans with their
 * prices and comparison, the buy buttons that lead to /buy with their product, and the FAQ.
 */

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
});
