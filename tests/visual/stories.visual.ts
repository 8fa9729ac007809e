import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const index = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const filter = process.env.VISUAL_FILTER?.toLowerCase();
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && (!filter || entry.title.toLowerCase().includes(filter)));

interface PreviewWindow {
  __STORYBOOK_PREVIEW__: {
    storyStoreValue: {
      loadStory: (options: { storyId: string }) => Promise<{
        storyGlobals?: { viewport?: { value?: string } };
        parameters: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
      }>;
    };
  };
}

/** The story's own viewport (its `globals.viewport`), as Storybook's manager would apply it. */
async function storyViewport(page: Page, storyId: string) {
  return page.evaluate(async (id) => {
    const preview = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId: id });
    const name = story.storyGlobals?.viewport?.value;
    const size = name ? story.parameters.viewport?.options?.[name]?.styles : undefined;
    return size ? { width: parseInt(size.width, 10), height: parseInt(size.height, 10) } : null;
  }, storyId);
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    const url = `/iframe.html?id=${story.id}&viewMode=story`;
    await page.goto(url);
    await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
    const viewport = await storyViewport(page, story.id);
    if (viewport) {
      await page.setViewportSize(viewport);
      await page.goto(url);
    }
    await page.waitForSelector('#storybook-root > *', { state: 'attached' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
