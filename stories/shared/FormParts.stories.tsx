import { Container, Paper, Stack, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { keyMessage, textMessage, type Message } from '@/lib/message';
import { BusyButton, MessageAlert, TitleBlock } from '@/ui/FormParts';
import { t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';
import { choice, namedChoices } from '../support/named';

/** The messages a designer can show in the red notice. */
const MESSAGES = {
  None: null,
  'Network error (translated)': keyMessage('errors:network'),
  'Server message (as sent)': textMessage('Too many failed login attempts. Try again in 15 minutes.'),
} satisfies Record<string, Message | null>;
/** A `message` arg given by its option's name: Storybook maps it to the message before rendering. */

interface FormPartsDemoProps {
  /** TitleBlock `order`: 1 is the page's own heading, 2 or 3 a step inside a page. */
  order: 1 | 2 | 3;
  /** TitleBlock `compact`: sized as a step; unset, it follows `order`. */
  compact?: boolean;
  /** Show the TitleBlock's dimmed introduction. */
  withSubtitle: boolean;
  /** MessageAlert `message`: a failed call's message, or none. */
  message: Message | null;
  /** BusyButton `busy`: the action is running. */
  busy: boolean;
  /** The BusyButton was pressed (the form was sent). */
  onSubmit: () => void;
}

/**
 * The small parts every form card is built from (src/ui/FormParts.tsx), shown together as the
 * login card uses them:
 * - **TitleBlock**: the card's heading and its dimmed introduction, as the page's own heading
 *   (order 1, sized h2) or as a step inside a page (order 2 or 3, sized h3, smaller text);
 * - **MessageAlert**: a failed call's message in the red notice screen readers announce (nothing
 *   without a message), translated or as the server sent it;
 * - **BusyButton**: a button that, while its action runs, is disabled, shows a spinner (hidden
 *   from screen readers) and says what is happening.
 */
function FormPartsDemo({ order, compact, withSubtitle, message, busy, onSubmit }: FormPartsDemoProps) {
  return (
    <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="form-parts-title">
      <Stack>
        <TitleBlock
          id="form-parts-title"
          order={order}
          compact={compact}
          title={t('auth:forgot.title')}
          subtitle={withSubtitle ? t('auth:forgot.subtitle') : undefined}
        />
        <MessageAlert message={message} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack>
            <TextInput label={t('auth:forgot.email')} type="email" defaultValue="lucia@example.com" />
            <BusyButton busy={busy} busyLabel={t('auth:forgot.submitting')} fullWidth>
              {t('auth:forgot.submit')}
            </BusyButton>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

/** TitleBlock's size: unset (it follows the level), or set either way. */
const COMPACT = { 'Follows the level': undefined, 'Step size': true, 'Page size': false } satisfies Record<string, boolean | undefined>;

const meta = {
  title: 'Shared components/Form parts',
  component: FormPartsDemo,
  subcomponents: { TitleBlock, MessageAlert, BusyButton },
  args: {
    order: 1,
    compact: choice(COMPACT, 'Follows the level'),
    withSubtitle: true,
    message: choice(MESSAGES, 'None'),
    busy: false,
    onSubmit: fn(),
  },
  argTypes: {
    // The demo is defined here, so its props' comments are not read: each says what it is.
    order: {
      options: [1, 2, 3],
      control: 'radio',
      description: 'TitleBlock `order`: the heading level (1: the page’s own heading, sized h2; 2 or 3: a step, sized h3).',
    },
    compact: {
      options: Object.keys(COMPACT),
      mapping: COMPACT,
      control: 'select',
      description: 'TitleBlock `compact`: sized as a step or as a page heading; unset, it follows `order`.',
    },
    withSubtitle: { description: 'Show the TitleBlock’s dimmed introduction.' },
    message: namedChoices(MESSAGES, 'MessageAlert `message`: a failed call’s message, or none.'),
    busy: { description: 'BusyButton `busy`: the action is running (disabled, a spinner, “Sending…”).' },
    onSubmit: { control: false, description: 'The BusyButton was pressed (the form was sent).' },
  },
  decorators: [
    (Story) => (
      <Container size="xs" py="xl">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof FormPartsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (el: HTMLElement) => within(el).getByRole('button', { name: t('auth:forgot.submit') });
const fontSize = (element: HTMLElement) => parseFloat(getComputedStyle(element).fontSize);
/** The font size a theme variable (`--mantine-h3-font-size`) comes to, in px. */
function themeSize(variable: string): number {
  const probe = document.createElement('span');
  probe.style.fontSize = `var(${variable})`;
  document.body.append(probe);
  const size = fontSize(probe);
  probe.remove();
  return size;
}

/** The page's heading (an h1 sized h2) with its introduction; no notice; the button sends the form by click or Enter. */
export const PageHeading: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: t('auth:forgot.title') });
    await expect(heading).toBeVisible();
    // The page's heading, sized as an h2.
    await expect(fontSize(heading)).toBe(themeSize('--mantine-h2-font-size'));
    await expect(canvas.getByRole('region', { name: t('auth:forgot.title') })).toBeVisible();
    await expect(canvas.getByText(t('auth:forgot.subtitle'))).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(submit(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    submit(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    restFocus();
  },
};
export const PageHeadingSpanish = inLocale(PageHeading, 'es');
export const PageHeadingArabic = inLocale(PageHeading, 'ae');
export const PageHeadingMobile = onMobile(PageHeading, 'en');

/** A step inside a page: an h2, smaller than the page's heading. */
export const StepHeading: Story = {
  args: { order: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: t('auth:forgot.title') });
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(fontSize(heading)).toBe(themeSize('--mantine-h3-font-size'));
    await expect(fontSize(heading)).toBeLessThan(themeSize('--mantine-h2-font-size'));
  },
};
export const StepHeadingSpanish = inLocale(StepHeading, 'es');
export const StepHeadingArabic = inLocale(StepHeading, 'ae');

/** A translated error in the announced red notice, above the form. */
export const TranslatedError: Story = {
  args: { message: choice(MESSAGES, 'Network error (translated)') },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('errors:network'));
    await expect(alert.compareDocumentPosition(submit(canvasElement)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
export const TranslatedErrorSpanish = inLocale(TranslatedError, 'es');
export const TranslatedErrorArabic = inLocale(TranslatedError, 'ae');

/** The server's own message, shown as it was sent. */
export const ServerMessage: Story = {
  args: { message: choice(MESSAGES, 'Server message (as sent)') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many failed login attempts. Try again in 15 minutes.');
  },
};

/** Busy: the button says what is happening, is busy (focusable, aria-disabled) and shows a spinner hidden from screen readers; a press sends nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: t('auth:forgot.submitting') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-loading', 'true');
    await expect(button.querySelector('.mantine-Button-loader [aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Busy, not disabled: the press leaves the focus on the button, not on the page's body.
    await expect(button).toHaveFocus();
    restFocus();
  },
};
export const BusySpanish = inLocale(Busy, 'es');
export const BusyArabic = inLocale(Busy, 'ae');
