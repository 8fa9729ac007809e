/**
 * The built Storybook in Chromium, for scripts that look at it from outside (the visual review,
 * the docs check): a static server on 127.0.0.1, the index, and a story or docs page opened and
 * waited for until it has finished rendering and playing.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromeArgs, chromePath } from '../tests/e2e/browser.ts';
import { STORYBOOK_DIR } from './storybook-build.ts';

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
  /** The story file, from the repository's root: `./stories/pages/LoginPage.stories.tsx`. */
  importPath?: string;
}

export function storybookIndex(): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(STORYBOOK_DIR, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries);
}

/** storybook-static/ on a free port of 127.0.0.1; `close` stops it. */
export async function serveStorybook(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  app.use(express.static(STORYBOOK_DIR));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Chromium as a user who asked for reduced motion: the app and the SVG images it shows (whose
 * own animations a page-level emulation does not reach) stand still.
 */
export function launchChromium(): Promise<Browser> {
  // Debian's Chromium (or CHROME_PATH) where there is one, else Playwright's own browser.
  return chromium.launch({
    ...(existsSync(chromePath) ? { executablePath: chromePath } : {}),
    args: [...chromeArgs, '--force-prefers-reduced-motion'],
  });
}

type Phase = string | undefined;
/**
 * The channel events by which the preview reports a play function that threw or left errors
 * unhandled. (The render still ends in phase `finished`: an `errored` phase passes on to it.)
 */
const PLAY_ERROR_EVENTS = ['playFunctionThrewException', 'unhandledErrorsWhilePlaying'];
interface ChannelWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit: (event: string, payload: unknown) => void;
    /** The arguments of the event's last emission. */
    last: (event: string) => unknown[] | undefined;
  };
  /** What `last` gave for PLAY_ERROR_EVENTS before this story was switched to. */
  __playErrorsBefore?: unknown[];
}
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: Phase };
    /** The stories a docs page renders inline. */
    storyRenders?: { id?: string; phase?: Phase }[];
    storyStoreValue?: {
      loadStory: (options: { storyId: string }) => Promise<{
        storyGlobals?: { viewport?: { value?: string } };
        parameters: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
      }>;
    };
  };
}

/** The viewport each story sets for itself (`globals.viewport`), by id; stories without one are left out. */
export async function storyViewports(page: Page, baseUrl: string, ids: string[]): Promise<Map<string, { width: number; height: number }>> {
  await page.goto(`${baseUrl}/iframe.html`);
  await page.waitForFunction(() => Boolean((window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue));
  const sizes = await page.evaluate(async (storyIds) => {
    const store = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__!.storyStoreValue!;
    const found: [string, { width: number; height: number }][] = [];
    for (const id of storyIds) {
      const story = await store.loadStory({ storyId: id });
      const name = story.storyGlobals?.viewport?.value;
      const size = name ? story.parameters.viewport?.options?.[name]?.styles : undefined;
      if (size) found.push([id, { width: parseInt(size.width, 10), height: parseInt(size.height, 10) }]);
    }
    return found;
  }, ids);
  return new Map(sizes);
}

/** `switched`: the story was switched to inside the loaded preview (not loaded afresh). */
export type Outcome = { ok: true; switched: boolean } | { ok: false; error: string };

/**
 * Opens a story (after its loaders, render, play function and afterEach hooks: phase `finished`)
 * or a docs page (its content rendered), holds the notices on screen (their timer stopped), then
 * waits for fonts and images. `switchInPage`: a story or docs page opened in a page that already
 * shows one is switched to without reloading the preview, as the manager does. `images: false`:
 * no wait for images (a check that takes no screenshot; a lazy image below the fold would hold
 * each page up to 3 s).
 */
export async function openEntry(
  page: Page,
  baseUrl: string,
  entry: IndexEntry,
  { timeout = 30_000, switchInPage = false, images = true } = {},
): Promise<Outcome> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    const viewMode = entry.type === 'docs' ? 'docs' : 'story';
    // A story after a story (or docs after docs): switched inside the loaded preview, as
    // Storybook's own test runner does (the preview and its service worker stay; the story renders
    // fresh in a new React root). A fresh page per story is about three times slower here (the
    // renderer's memory grows past 2 GB over a thousand reloads).
    const switched =
      switchInPage &&
      page.url().startsWith(`${baseUrl}/iframe.html`) &&
      (await page.evaluate(
        ({ id, events, viewMode }) => {
          const preview = window as unknown as ChannelWindow;
          const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
          if (!channel || !(window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender) return false;
          // A notice on screen lives in Mantine's one global store and could outlive its story (or
          // be followed by a late one): the next story then gets a fresh page.
          if (document.querySelector('.mantine-Notification-root')) return false;
          preview.__playErrorsBefore = events.map((event) => channel.last(event));
          // The docs page shown so far, marked: the next one has rendered once it is gone.
          for (const content of document.querySelectorAll('#storybook-docs .sbdocs-content')) content.setAttribute('data-left', '');
          channel.emit('setCurrentStory', { storyId: id, viewMode });
          return true;
        },
        { id: entry.id, events: PLAY_ERROR_EVENTS, viewMode },
      ));
    if (!switched) await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}`);
    if (entry.type === 'story') {
      await page.waitForFunction(
        (id) => {
          const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
          return (
            (render?.id === id && ['finished', 'errored', 'aborted'].includes(render.phase ?? '')) ||
            document.body.classList.contains('sb-show-errordisplay')
          );
        },
        entry.id,
        { timeout, polling: 50 },
      );
    } else {
      // Switched: the previous docs page shows until this one is the preview's current render
      // and has replaced it.
      if (switched)
        await page.waitForFunction(
          (id) =>
            (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.id === id &&
            !document.querySelector('#storybook-docs [data-left]') &&
            Boolean(document.querySelector('#storybook-docs .sbdocs-content')),
          entry.id,
          { timeout, polling: 50 },
        );
      await page.waitForSelector('.sbdocs-content, #storybook-docs .sbdocs', { timeout });
      // The docs page renders each of its stories below the description: wait for them too.
      await page.waitForFunction(() => !document.querySelector('#storybook-docs .sb-loader'), undefined, { timeout, polling: 100 });
      // Until each of them has finished, then none may have failed: Storybook shows a failed
      // inline story as its error, in place of the story (a block without the story's element).
      await page.waitForFunction(
        () =>
          ((window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders ?? []).every((render) =>
            ['finished', 'aborted'].includes(render.phase ?? ''),
          ),
        undefined,
        { timeout, polling: 100 },
      );
      const inlineFailures = await page.evaluate(() =>
        [...document.querySelectorAll('#storybook-docs [data-story-block]')]
          .filter((block) => !block.querySelector('[id$="-inner"], iframe'))
          .map(
            (block) =>
              `${block.id.replace(/^story--/, '')}: ${(block.textContent ?? '')
                .trim()
                .split(/\n|\s+at /)[0]!
                .slice(0, 300)}`,
          ),
      );
      if (inlineFailures.length) return { ok: false, error: `inline stories failed: ${inlineFailures.join('; ')}` };
    }
    const failure = await page.evaluate(() => {
      if (!document.body.classList.contains('sb-show-errordisplay')) return null;
      // The panel's message is an error's first line; what follows it (a list of problems) leads its stack.
      const message = document.querySelector('#error-message')?.textContent ?? 'the story threw';
      const detail = (document.querySelector('#error-stack')?.textContent ?? '').split(/\n\s+at /)[0]!.trim();
      return detail ? `${message} ${detail}` : message;
    });
    if (failure) return { ok: false, error: failure };
    if (entry.type === 'story') {
      // A play function that threw (or left an error unhandled) since this story was opened.
      const playError = await page.evaluate((events) => {
        const { __STORYBOOK_ADDONS_CHANNEL__: channel, __playErrorsBefore: before = [] } = window as unknown as ChannelWindow;
        for (const [index, event] of events.entries()) {
          const args = channel?.last(event);
          if (!args || args === before[index]) continue;
          const errors = (Array.isArray(args[0]) ? args[0] : [args[0]]) as ({ message?: string } | undefined)[];
          return `${event}: ${errors.map((error) => (error?.message ?? '').split('\n')[0]).join('; ')}`;
        }
        return null;
      }, PLAY_ERROR_EVENTS);
      if (playError) return { ok: false, error: playError };
    }
    const phase = await page.evaluate(() => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
    if (entry.type === 'story' && phase !== 'finished') return { ok: false, error: `render phase ${phase ?? 'unknown'}` };
    // A notice closes itself 5 s after it shows, and its timer stops while a pointer is over it:
    // each notice on screen is held there as a pointer would hold it (an event, no :hover style),
    // so that what follows (fonts, images, screenshots) never races its timer.
    await page.evaluate(() => {
      for (const notice of document.querySelectorAll('.mantine-Notification-root'))
        notice.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    await page.evaluate(async (images) => {
      await document.fonts.ready;
      if (!images) return;
      // Images still loading (a lazy one below the fold may never start: at most 3 s).
      const loading = [...document.images].filter((image) => !image.complete);
      const loaded = loading.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      );
      await Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, 3000))]);
    }, images);
    if (errors.length) return { ok: false, error: errors.join('\n') };
    return { ok: true, switched };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  } finally {
    page.off('pageerror', onError);
  }
}
