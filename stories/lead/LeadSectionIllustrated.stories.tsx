import type { StoryObj } from '@storybook/react-vite';
import { inLocale, onMobile } from '../support/variants';
import { idle, success, validationErrors, leadSectionMeta } from './plays';

/**
 * The lead form section, animated illustration on one side, benefits and form on the other (the
 * illustrated layout). The form inside is the same as in the promo layout, whose stories cover every state
 * of the form (submitting, server errors, server down); these cover the layout around it.
 */
const meta = {
  title: 'Visitor journey/Lead/Illustrated section',
  ...leadSectionMeta('illustrated'),
};

export default meta;
type Story = StoryObj<typeof meta>;

// The layout in each direction and width: English and Arabic beside each other, Spanish and
// Arabic stacked on a phone (the promo stories cover the form's texts in every locale).
/** The illustrated lead section as a visitor first sees it: the picture beside an empty form. */
export const Idle: Story = { play: idle };
export const IdleArabic: Story = inLocale(Idle, 'ae', { play: true });
export const IdleMobile: Story = onMobile(Idle, 'es', { play: true });
export const IdleMobileArabic: Story = onMobile(Idle, 'ae', { play: true });

/** Sent empty: each required field says what is missing, and nothing is sent. */
export const ValidationErrors: Story = { play: validationErrors };
export const ValidationErrorsMobile: Story = onMobile(ValidationErrors, 'es');

/** The lead was received: the form gives way to the thank-you message. */
export const Success: Story = { parameters: { leadApi: 'created' }, play: success };
export const SuccessArabic: Story = inLocale(Success, 'ae');
export const SuccessMobile: Story = onMobile(Success, 'en');
