import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PublicLayout } from '@/app/PublicLayout';

/**
 * Page-level stories (a whole page of the site or the portal, tagged `page`) are pages: one
 * `main` landmark, one `h1`, every piece of content inside a landmark. Storybook's a11y addon
 * checks only the story's root and turns axe's `region` rule off, so the page-level rules
 * (`landmark-one-main` and `page-has-heading-one`, which look at the whole document) never run:
 * a page story gives axe the whole document (Storybook's own elements still left out) and turns
 * the three rules on. `a11y.test: 'error'` (the preview) makes a violation fail the story.
 *
 * Use with `tags: ['page']` in the meta (Storybook reads tags statically, so write it there):
 * `parameters: { a11y: PAGE_A11Y }`.
 */
export const PAGE_A11Y = {
  // The skip link is left out: in the test runner's frame its `#main` resolves against the
  // frame's base address, so axe does not take it for a skip link (in the site it is one).
  context: { include: ['html'], exclude: ['.skip-link'] },
  config: {
    rules: [
      { id: 'region', enabled: true },
      { id: 'landmark-one-main', enabled: true },
      { id: 'page-has-heading-one', enabled: true },
    ],
  },
};

/** A public page as the app composes it (src/app/LocaleRoutes.tsx): skip link, header, the page in `main`, footer. */
export const inPublicLayout: Decorator = (Story) => (
  <PublicLayout>
    <Story />
  </PublicLayout>
);

/** The document's elements matching `selector`, Storybook's own (its "No Preview" and error screens) left out, as axe leaves them out. */
const onPage = (selector: string) =>
  [...document.querySelectorAll(selector)].filter((element) => !element.closest('.sb-wrapper, #storybook-docs'));

/** What a page-level story's play checks: one `main` landmark and one `h1` in the whole document. */
export async function expectPageLandmarks() {
  await expect(onPage('main, [role="main"]'), 'main landmarks').toHaveLength(1);
  const headings = onPage('h1, [role="heading"][aria-level="1"]').map((heading) => heading.textContent);
  await expect(headings, 'level-1 headings').toHaveLength(1);
}
