import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestimonialsGrid } from '@/features/landing/TestimonialsGrid';
import { MockTestimonials, OtherTestimonials } from '../fixtures/landing';
import { t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';
import { choice, namedChoices } from '../support/named';

/** The reviews a designer can pick: the landing page's six, or six others (another seed). */
const TESTIMONIALS = { 'Landing page reviews': MockTestimonials, 'Another six reviews': OtherTestimonials };

const meta = {
  title: 'Visitor journey/Landing/Testimonials',
  component: TestimonialsGrid,
  args: { headingId: 'testimonials-title', testimonials: choice(TESTIMONIALS, 'Landing page reviews') },
  argTypes: { testimonials: namedChoices(TESTIMONIALS) },
} satisfies Meta<typeof TestimonialsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six cards, three columns from medium screens: star image, quote, author, "via" and the platform. */
const play: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: t('testimonials:title') })).toBeVisible();
  const cards = canvas.getAllByTestId('testimonial');
  await expect(cards).toHaveLength(6);
  for (const [index, card] of cards.entries()) {
    const testimonial = args.testimonials[index]!;
    const stars = within(card).getByRole('img');
    await expect(stars).toHaveAttribute('src', `/images/stars/stars-${String(testimonial.stars).replace('.', '-')}.svg`);
    await expect(stars).toHaveAccessibleName(t('testimonials:ratingLabel', { rating: String(testimonial.rating) }));
    await expect(card).toHaveTextContent(t(`testimonials:quotes.${testimonial.quote.template}`, { percent: testimonial.quote.percent }));
    await expect(card).toHaveTextContent(testimonial.author.name);
    await expect(card).toHaveTextContent(t('testimonials:via', { platform: testimonial.source }));
  }
  const quotes = cards.map((card) => card.querySelector('blockquote')?.textContent);
  await expect(new Set(quotes).size).toBe(6);
  const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  await expect(tops.size).toBe(window.innerWidth >= 992 ? 2 : 6);
};

/** Six testimonial cards from the first set of reviews. */
export const Default: Story = { play };
export const Spanish: Story = inLocale(Default, 'es');
export const Arabic: Story = inLocale(Default, 'ae', { play: true });
export const Mobile: Story = onMobile(Default, 'en', { play: true });
/** Another seed, other cards. */
export const AnotherSeed: Story = { args: { testimonials: choice(TESTIMONIALS, 'Another six reviews') }, play };
