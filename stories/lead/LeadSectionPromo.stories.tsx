import type { StoryObj } from '@storybook/react-vite';
import { inLocale, onMobile } from '../support/variants';
import { idle, plainFailure, serverDown, serverError, submitting, success, validationErrors, leadSectionMeta, type LeadApi } from './plays';

/** The lead form section, two-column promo: benefits, minimum badge and refund note, two avatars, star image and 4.8 beside the form. */
const meta = {
  title: 'Visitor journey/Lead/Promo section',
  ...leadSectionMeta('promo'),
};

export default meta;
type Story = StoryObj<typeof meta>;

const api = (leadApi: LeadApi) => ({ parameters: { leadApi } });

/** The promo lead section as a visitor first sees it: the offer beside an empty form. */
export const Idle: Story = { play: idle };
export const IdleSpanish: Story = inLocale(Idle, 'es');
export const IdleArabic: Story = inLocale(Idle, 'ae', { play: true });
export const IdleMobile: Story = onMobile(Idle, 'en', { play: true });
export const IdleMobileArabic: Story = onMobile(Idle, 'ae', { play: true });

/** Sent empty: each required field says what is missing, and nothing is sent. */
export const ValidationErrors: Story = { play: validationErrors };
export const ValidationErrorsSpanish: Story = inLocale(ValidationErrors, 'es');
export const ValidationErrorsArabic: Story = inLocale(ValidationErrors, 'ae', { play: true });
export const ValidationErrorsMobile: Story = onMobile(ValidationErrors, 'es');

/** Sending: the button is busy and disabled until the server answers. */
export const Submitting: Story = { ...api('pending'), play: submitting };
export const SubmittingSpanish: Story = inLocale(Submitting, 'es');
export const SubmittingArabic: Story = inLocale(Submitting, 'ae');
export const SubmittingMobile: Story = onMobile(Submitting, 'ae');

/** The lead was received: the form gives way to the thank-you message. */
export const Success: Story = { ...api('created'), play: success };
export const SuccessSpanish: Story = inLocale(Success, 'es');
export const SuccessArabic: Story = inLocale(Success, 'ae');
export const SuccessMobile: Story = onMobile(Success, 'en');

/** The server refused the lead: its own words show above the form, which keeps what was typed. */
export const ServerError: Story = { ...api('refused'), play: serverError };
export const ServerErrorSpanish: Story = inLocale(ServerError, 'es');
export const ServerErrorArabic: Story = inLocale(ServerError, 'ae', { play: true });
export const ServerErrorMobile: Story = onMobile(ServerError, 'es');

/** The server failed without a message: a generic error shows, the form keeps what was typed. */
export const ServerErrorWithoutText: Story = { ...api('failed'), play: plainFailure };
/** The server could not be reached: the network error shows, the form keeps what was typed. */
export const ServerDown: Story = { ...api('down'), play: serverDown };
export const ServerDownArabic: Story = inLocale(ServerDown, 'ae');
