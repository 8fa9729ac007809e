import { expect, within } from 'storybook/test';
import { formatLegalDate } from '@/lib/legal';
import type { Locale } from '@/lib/locale';
import { storyDir, t } from '../support/i18n';
import { expectPageLandmarks } from '../support/page';

export interface LegalExpectations {
  title: string;
  lastUpdated: string;
  sectionCount: number;
}

/** What the play function is given: the story's canvas and its globals (the locale). */
interface LegalPlayContext {
  canvasElement: HTMLElement;
  globals: { locale?: unknown };
}

/**
 * What every legal page shows: its title as the one h1, 'last updated dd/mm/yyyy', a table of
 * contents whose links lead to the sections, and each section as a region named by its heading
 * (an h2) with at least one paragraph; the page reads right to left in Arabic.
 */
export async function expectLegalDocument(
  { canvasElement, globals }: LegalPlayContext,
  { title, lastUpdated, sectionCount }: LegalExpectations,
): Promise<{ canvas: ReturnType<typeof within>; locale: Locale; sections: HTMLElement[] }> {
  const locale = (globals.locale ?? 'en') as Locale;
  const canvas = within(canvasElement);
  const heading = canvas.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  await expect(getComputedStyle(heading).direction).toBe(storyDir(locale));
  const updated = canvas.getByTestId('last-updated');
  await expect(updated).toBeVisible();
  await expect(updated).toHaveTextContent(`${t('legal:lastUpdated')} ${formatLegalDate(lastUpdated)}`);
  await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', lastUpdated);

  const toc = canvas.getByRole('navigation', { name: t('legal:toc') });
  const links = within(toc).getAllByRole('link');
  await expect(links).toHaveLength(sectionCount);
  // The page is the document's one main landmark (the story puts it in the site's layout), with one h1.
  await expectPageLandmarks();
  const main = within(canvas.getByRole('main'));
  const sections = main.getAllByRole('region');
  await expect(sections).toHaveLength(sectionCount);
  await expect(main.getAllByRole('heading', { level: 2 })).toHaveLength(sectionCount);
  for (const [index, section] of sections.entries()) {
    const link = links[index];
    if (!link) throw new Error(`No table-of-contents link for section ${index + 1}`);
    // Following the link (a real page navigation) is checked end to end: tests/e2e/guide-legal.spec.ts.
    await expect(link).toHaveAttribute('href', `#${section.id}`);
    await expect(canvasElement.ownerDocument.getElementById(section.id)).toBe(section);
    const sectionHeading = within(section).getByRole('heading', { level: 2 });
    await expect(sectionHeading).toHaveTextContent(`${index + 1}. ${link.textContent ?? ''}`);
    await expect(section).toHaveAccessibleName(sectionHeading.textContent ?? '');
    await expect(section.querySelectorAll('p').length).toBeGreaterThan(0);
  }
  return { canvas, locale, sections };
}

type LegalDocument = Awaited<ReturnType<typeof expectLegalDocument>> & { canvasElement: HTMLElement };

/** A legal page's play: what every legal page shows (above), then what this one adds. */
export function legalPlay(expectations: () => LegalExpectations, more: (document: LegalDocument) => Promise<void>) {
  return async (context: LegalPlayContext) => {
    const document = await expectLegalDocument(context, expectations());
    await more({ ...document, canvasElement: context.canvasElement });
  };
}
