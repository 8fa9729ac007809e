import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Console errors and uncaught exceptions of a page (a hydration mismatch shows up here). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits for the guide video's metadata and returns what the browser chose to play. */
async function videoInfo(page: Page) {
  const video = page.locator('video');
  await expect(video).toHaveCount(1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  return video.evaluate((v: HTMLVideoElement) => ({
    src: v.currentSrc,
    duration: v.duration,
    volume: v.volume,
    track: v.querySelector('track')?.getAttribute('srclang') ?? null,
  }));
}

/** Watches the video to its end, sped up: jumps to its last half second and presses play. */
async function watchToTheEnd(page: Page, playLabel: string) {
  const { duration } = await videoInfo(page);
  await page.locator('video').evaluate((v: HTMLVideoElement, to: number) => {
    v.currentTime = to;
  }, duration - 0.5);
  await page.getByRole('button', { name: playLabel, exact: true }).click();
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.ended), { timeout: 15_000 }).toBe(true);
}

test('in /es/guide the Spanish video loads; ending it unlocks the download, which delivers the Spanish PDF after 800 ms', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') foreign.push(request.url());
  });
  await page.goto('/es/guide');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Descubre cómo funciona Vozly' })).toBeVisible();

  const info = await videoInfo(page);
  expect(info.src).toMatch(/\/videos\/vozly-guide-es\.(webm|mp4)$/);
  expect(info.duration).toBeGreaterThan(120);
  expect(info.track).toBe('es');
  // The pre-rendered <video> may load before hydration applies the starting volume.
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.volume)).toBe(0.5);
  await expect(page.getByRole('slider', { name: 'Volumen' })).toHaveAttribute('aria-valuenow', '0.5');

  const locked = page.getByRole('button', { name: 'termina el vídeo' });
  await expect(locked).toBeDisabled();

  await watchToTheEnd(page, 'Reproducir el vídeo');
  await expect(page.getByRole('progressbar', { name: 'Progreso del vídeo' })).toHaveAttribute('aria-valuenow', '100');
  const download = page.getByRole('button', { name: 'descargar ahora' });
  await expect(download).toBeEnabled();

  const started = Date.now();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(Date.now() - started).toBeGreaterThanOrEqual(750);
  expect(file.suggestedFilename()).toBe('vozly-guide-es.pdf');
  const saved = await file.path();
  const bytes = await readFile(saved);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(10_000);

  const notice = page.getByRole('alert').filter({ hasText: '¡Descarga iniciada!' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('vozly-guide-es.pdf');
  // No analytics on this page (nor anywhere): every request stayed on the site.
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('in English the English video plays with English captions; its bar maps the first 120 s to 90 %', async ({ page }) => {
  await page.goto('/guide');
  const info = await videoInfo(page);
  expect(info.src).toMatch(/\/videos\/vozly-guide-en\.(webm|mp4)$/);
  expect(info.track).toBe('en');
  await expect(page.getByRole('button', { name: 'end video' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'end video' })).toHaveText('end video');

  const video = page.locator('video');
  await page.getByRole('button', { name: 'Play video', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause video' })).toBeVisible();
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 60;
  });
  const bar = page.getByRole('progressbar', { name: 'Video progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', /^4[5-6]$/);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 120;
  });
  await expect(bar).toHaveAttribute('aria-valuenow', /^9[0-1]$/);
  await page.getByRole('button', { name: 'Pause video' }).click();
  await expect(page.getByRole('button', { name: 'Play video', exact: true })).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  // The volume slider moves by 0.01 and sets the video's volume.
  await page.getByRole('slider', { name: 'Volume' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0.51');
  expect(await video.evaluate((v: HTMLVideoElement) => v.volume)).toBeCloseTo(0.51, 5);
  await expect(page.getByRole('button', { name: 'end video' })).toBeDisabled();
});

test('in Arabic the English video plays with Arabic captions, right to left, and the Arabic PDF downloads', async ({ page }) => {
  await page.goto('/ae/guide');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const info = await videoInfo(page);
  expect(info.src).toMatch(/\/videos\/vozly-guide-en\.(webm|mp4)$/);
  expect(info.track).toBe('ar');
  await watchToTheEnd(page, 'تشغيل الفيديو');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'نزّل الآن' }).click()]);
  expect(file.suggestedFilename()).toBe('vozly-guide-ar.pdf');
});

test('a missing PDF gives the red Error notice and a retry; nothing is saved', async ({ page }) => {
  await page.route('**/downloads/*.pdf', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.goto('/guide');
  await watchToTheEnd(page, 'Play video');
  await page.getByRole('button', { name: 'download now' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Unable to download the file' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Error');
  await expect(page.getByRole('status').filter({ hasText: 'The guide could not be downloaded' })).toBeVisible();
  expect(downloads).toBe(0);

  await page.unroute('**/downloads/*.pdf');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'download now' }).click()]);
  expect(file.suggestedFilename()).toBe('vozly-guide-en.pdf');
});

test('a missing video gives a clear message instead of a broken player, and the rest of the page works', async ({ page }) => {
  await page.route('**/videos/*.{webm,mp4}', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/guide');
  const alert = page.getByRole('alert').filter({ hasText: 'The video could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play video', exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'The video is unavailable' })).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'download now' }).click()]);
  expect(file.suggestedFilename()).toBe('vozly-guide-en.pdf');

  // The file is back: trying again brings the player.
  await page.unroute('**/videos/*.{webm,mp4}');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await videoInfo(page);
  await expect(page.getByRole('button', { name: 'Play video', exact: true })).toBeVisible();
});

test('/ae/terms-and-conditions renders right to left with eight sections, the contract terms and a working table of contents', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/ae/terms-and-conditions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible();
  await expect(main.locator('section')).toHaveCount(8);
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(8);
  await expect(main.getByText('آخر تحديث 04/06/2025')).toBeVisible();
  expect(await main.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).direction)).toBe('rtl');
  const text = (await main.textContent()) ?? '';
  for (const value of ['390', '90', '12', '4,680', '15', '30']) expect(text).toContain(value);

  const toc = main.getByRole('navigation', { name: 'المحتويات' });
  await expect(toc.getByRole('link')).toHaveCount(8);
  await toc.getByRole('link', { name: 'الاستخدام المقبول' }).click();
  await expect(page).toHaveURL(/\/ae\/terms-and-conditions#use$/);
  await expect(page.locator('#use')).toBeInViewport();
  expect(errors).toEqual([]);
});

test('the English terms say when they were last updated and quote the annual plan', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(main.getByText('Last updated 04/06/2025')).toBeVisible();
  await expect(main.locator('section')).toHaveCount(8);
  for (const value of [
    '€390 a month',
    '90 incoming call minutes',
    '12 months',
    '€4,680, excluding VAT',
    '15 days',
    '30 days',
    '500 e-mails a day',
  ]) {
    await expect(main).toContainText(value);
  }
});

test('the privacy page renders right to left in Arabic, with its sections and the storage it uses', async ({ page }) => {
  await page.goto('/ae/privacy');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
  await expect(main.locator('section')).toHaveCount(9);
  const storage = main.locator('section#storage');
  for (const key of ['token', 'language', 'signupDraft', 'sid']) await expect(storage).toContainText(`«${key}»`);
  await main.getByRole('navigation', { name: 'المحتويات' }).getByRole('link', { name: 'التواصل والشكاوى' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.locator('main section')).toHaveCount(9);
});
