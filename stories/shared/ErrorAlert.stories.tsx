import { Button, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconAlertTriangle, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { t } from '../support/i18n';
import { inLocale } from '../support/variants';
import { restFocus } from '../support/atRest';

/** A text of the story, read in the story's language when it renders (a control's option). */
function Say({ text }: { text: () => string }) {
  return <>{text()}</>;
}

/** Messages the portal shows in this alert, by the place they come from. */
const MESSAGES = {
  'Invoice download failed': () => t('usage:invoices.downloadError'),
  'Recording unavailable': () => t('calls:player.error'),
  'Reset link missing': () => t('auth:reset.noToken'),
  'Network error': () => t('errors:network'),
} as const;
type MessageName = keyof typeof MESSAGES;
const MESSAGE_NAMES = Object.keys(MESSAGES) as MessageName[];

const TITLES = {
  None: undefined,
  'Usage not loaded': () => t('usage:loadError'),
  'Verification failed': () => t('auth:verify.errorTitle'),
} as const;

/**
 * The story's args: the alert's own props, and a retry button a story may add under the message
 * (as the usage page's sections do).
 */
type ErrorAlertStoryArgs = ComponentProps<typeof ErrorAlert> & {
  /** Shows a Retry button under the message. */
  withRetry?: boolean;
  /** What Retry does (asks for the data again). */
  onRetry?: () => void;
};

/**
 * The portal's red error notice inside a page, a section or a form: a light red box with a
 * warning icon (another icon when the cause is clearer, such as a broken link), an optional bold
 * title and the message; a Retry button may sit under the message. Screen readers announce it
 * (`role="alert"`, which Mantine's Alert sets when no other role is given), whether it follows
 * something the user did (a download that failed) or the page opens with it (an expired link).
 */
const meta = {
  title: 'Shared components/Error alert',
  component: ErrorAlert,
  render: ({ withRetry, onRetry, children, ...props }) => (
    <ErrorAlert {...props}>
      {withRetry ? (
        <Stack gap="xs" align="flex-start">
          {children}
          <Button size="xs" variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      ) : (
        children
      )}
    </ErrorAlert>
  ),
  args: {
    title: 'None',
    children: 'Invoice download failed',
    icon: 'Warning circle',
    withRetry: false,
    onRetry: fn(),
  },
  argTypes: {
    role: { control: false },
    title: {
      options: Object.keys(TITLES),
      mapping: Object.fromEntries(Object.entries(TITLES).map(([name, text]) => [name, text && <Say text={text} />])),
      control: 'select',
      description: 'The bold line above the message, or none.',
    },
    children: {
      name: 'message',
      options: MESSAGE_NAMES,
      mapping: Object.fromEntries(MESSAGE_NAMES.map((name) => [name, <Say text={MESSAGES[name]} />])),
      control: 'select',
      description: 'The message.',
    },
    icon: {
      options: ['Warning circle', 'Warning triangle', 'Broken link'],
      mapping: {
        'Warning circle': undefined,
        'Warning triangle': <IconAlertTriangle aria-hidden />,
        'Broken link': <IconLinkOff aria-hidden />,
      },
      control: 'select',
      description: 'The icon on the start side: a warning circle unless another is given.',
    },
    withRetry: { control: 'boolean', description: 'A Retry button under the message (a load that failed), as the pages add it.' },
    onRetry: { control: false, description: 'Retry pressed.' },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--mantine-spacing-md)', maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<ErrorAlertStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failure after an action: announced, the message beside the warning icon, no button. */
export const Announced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('usage:invoices.downloadError'));
    await expect(alert).toBeVisible();
    await expect(within(alert).queryByRole('button')).toBeNull();
    await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(alert.querySelector('svg')).toHaveClass('tabler-icon-alert-circle');
  },
};
export const AnnouncedSpanish = inLocale(Announced, 'es');
export const AnnouncedArabic = inLocale(Announced, 'ae');

/** A section that could not load: a title, the message and a Retry button that asks again. */
export const WithRetry: Story = {
  args: { title: 'Usage not loaded', children: 'Network error', withRetry: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('usage:loadError'));
    await expect(alert).toHaveTextContent(t('errors:network'));
    const retry = within(alert).getByRole('button', { name: t('common:actions.retry') });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const WithRetrySpanish = inLocale(WithRetry, 'es');
export const WithRetryArabic = inLocale(WithRetry, 'ae');

/** A notice the page opens with (a reset link without its token): its own icon, a broken link. */
export const OtherIcon: Story = {
  args: { children: 'Reset link missing', icon: 'Broken link' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('auth:reset.noToken'));
    await expect(alert.querySelector('svg')).toHaveClass('tabler-icon-link-off');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};
export const OtherIconSpanish = inLocale(OtherIcon, 'es');
export const OtherIconArabic = inLocale(OtherIcon, 'ae');
