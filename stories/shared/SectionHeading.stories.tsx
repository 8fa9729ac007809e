import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionHeading } from '@/features/landing/SectionHeading';
import { t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';

/** The landing sections' headings, as (title, subtitle) translation keys. */
const SECTIONS = {
  'How it works': ['landing:steps.title', 'landing:steps.subtitle'],
  Features: ['landing:features.title', 'landing:features.subtitle'],
  FAQ: ['faq:title', 'faq:subtitle'],
  Testimonials: ['testimonials:title', 'testimonials:subtitle'],
} as const;
type Section = keyof typeof SECTIONS;
const SECTION_NAMES = Object.keys(SECTIONS) as Section[];

/** The title or subtitle of a section, read in the story's language when it renders. */
const titleOf = (section: Section) => t(SECTIONS[section][0]);
const subtitleOf = (section: Section) => t(SECTIONS[section][1]);
const byName = <V,>(value: (section: Section) => V) => Object.fromEntries(SECTION_NAMES.map((name) => [name, value(name)]));

function Title({ section }: { section: Section }) {
  return <>{titleOf(section)}</>;
}
function Subtitle({ section }: { section: Section }) {
  return <>{subtitleOf(section)}</>;
}

/**
 * The centred heading every landing section opens with: a level-2 title (fluid size, lines
 * balanced, at most 760 px wide) and an optional dimmed lead paragraph (at most 680 px). The
 * `id` is what the section's `aria-labelledby` points at. Pick the texts of a real section in
 * the controls; the toolbar switches the language (Arabic is right to left).
 */
const meta = {
  title: 'Shared components/Section heading',
  component: SectionHeading,
  args: { id: 'section-title', title: 'How it works', subtitle: 'How it works' },
  argTypes: {
    title: {
      options: SECTION_NAMES,
      mapping: byName((section) => <Title section={section} />),
      control: 'select',
      description: 'The level-2 title (a landing section’s).',
    },
    subtitle: {
      options: ['None', ...SECTION_NAMES],
      mapping: { None: undefined, ...byName((section) => <Subtitle section={section} />) },
      control: 'select',
      description: 'The lead paragraph under the title (a landing section’s), or none.',
    },
  },
  decorators: [
    (Story) => (
      <Container size="lg" py="xl" component="section" aria-labelledby="section-title">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section's heading, found by its level and text. */
const heading = (el: HTMLElement, section: Section) => within(el).getByRole('heading', { level: 2, name: titleOf(section) });

/** Title and lead paragraph, centred one above the other; the section is named after the title. */
export const WithSubtitle: Story = {
  play: async ({ canvasElement }) => {
    const title = heading(canvasElement, 'How it works');
    await expect(title).toBeVisible();
    await expect(title).toHaveAttribute('id', 'section-title');
    await expect(within(canvasElement).getByRole('region', { name: titleOf('How it works') })).toBeVisible();
    const lead = within(canvasElement).getByText(subtitleOf('How it works'));
    await expect(lead).toBeVisible();
    const [top, bottom] = [title.getBoundingClientRect(), lead.getBoundingClientRect()];
    await expect(bottom.top).toBeGreaterThanOrEqual(top.bottom - 1);
    // Centred: the same middle, whatever the direction of the language.
    await expect(Math.abs(top.left + top.width / 2 - (bottom.left + bottom.width / 2))).toBeLessThan(2);
    await expect(getComputedStyle(title).textAlign).toBe('center');
  },
};
export const WithSubtitleSpanish = inLocale(WithSubtitle, 'es');
export const WithSubtitleArabic = inLocale(WithSubtitle, 'ae', { play: true });
export const WithSubtitleMobile = onMobile(WithSubtitle, 'en', { play: true });
export const WithSubtitleMobileArabic = onMobile(WithSubtitle, 'ae', { play: true });

/** The title alone: no empty paragraph under it. */
export const TitleOnly: Story = {
  args: { title: 'FAQ', subtitle: 'None' },
  play: async ({ canvasElement }) => {
    const title = heading(canvasElement, 'FAQ');
    await expect(title).toBeVisible();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
    await expect(within(canvasElement).queryByText(subtitleOf('FAQ'))).toBeNull();
  },
};
export const TitleOnlySpanish = inLocale(TitleOnly, 'es');
export const TitleOnlyArabic = inLocale(TitleOnly, 'ae');

/** A longer title and lead: the title wraps onto balanced lines, both stay inside a phone's width. */
export const LongTexts: Story = {
  args: { title: 'Features', subtitle: 'FAQ' },
  play: async ({ canvasElement }) => {
    const title = heading(canvasElement, 'Features');
    await expect(title).toBeVisible();
    await expect(within(canvasElement).getByText(subtitleOf('FAQ'))).toBeVisible();
    const box = title.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(760);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.left).toBeGreaterThanOrEqual(0);
  },
};
export const LongTextsSpanish = inLocale(LongTexts, 'es');
export const LongTextsArabic = inLocale(LongTexts, 'ae', { play: true });
export const LongTextsMobile = onMobile(LongTexts, 'es', { play: true });
