import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_EXIT_MS } from '@/ui/notify';
import { NotificationTrigger } from '../support/NotificationTrigger';
import { t } from '../support/i18n';
import { componentMeta } from '../support/meta';
import { restFocus } from '../support/atRest';

const meta = {
  title: 'Shared components/Notification',
  ...componentMeta(NotificationTrigger, { kind: 'success', message: 'Saved', label: 'Show notification' }),
  argTypes: {
    kind: {
      options: ['success', 'error'],
      control: 'radio',
      description: 'Success (green, titled “Success”) or error (red, titled “Error”): the colour and the title.',
    },
    message: { control: 'text', description: 'The line under the title (translated by the caller).' },
    label: { control: 'text', description: 'The demo button that raises the notification (not part of the notification).' },
  },
};

export default meta;
type Story = StoryObj<typeof meta>;

const GREEN_BORDER = 'rgb(30, 107, 48)';
const RED_BORDER = 'rgb(201, 42, 42)';

/** Raises the notification and checks it slid in at the top, coloured for its kind. */
async function raise(canvasElement: HTMLElement, label: string, message: string, border: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
  const notice = await screen.findByRole('alert');
  await expect(notice).toHaveTextContent(message);
  await waitFor(() => expect(notice).toBeVisible());
  await waitFor(() => expect(notice.getBoundingClientRect().top).toBeLessThan(120));
  await expect(getComputedStyle(notice).borderTopColor).toBe(border);
  return notice;
}

const closesOnClick: Story['play'] = async ({ canvasElement, args }) => {
  const border = args.kind === 'success' ? GREEN_BORDER : RED_BORDER;
  const notice = await raise(canvasElement, args.label, args.message, border);
  const title = t(args.kind === 'success' ? 'common:notifications.success' : 'common:notifications.error');
  await waitFor(() => expect(within(notice).getByText(title)).toBeVisible());
  const closedAt = performance.now();
  await userEvent.click(within(notice).getByRole('button', { name: t('common:notifications.close') }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: NOTIFICATION_EXIT_MS + 1500 });
  // The exit animation runs before the notice is removed.
  await expect(performance.now() - closedAt).toBeGreaterThanOrEqual(NOTIFICATION_EXIT_MS - 50);
  // The focus went back to the button that raised it, not to the top of the page.
  await expect(within(canvasElement).getByRole('button', { name: args.label })).toHaveFocus();
  restFocus();
};

/**
 * A green success notice raised by the button: it slides in at the top and closes on its close
 * button, which gives the focus back to the button that raised it.
 */
export const Success: Story = { play: closesOnClick };
export const SuccessSpanish: Story = {
  args: { message: 'Guardado' },
  globals: { locale: 'es' },
  tags: ['!dev', '!autodocs'],
  play: closesOnClick,
};
export const SuccessArabic: Story = {
  args: { message: 'تم الحفظ', label: 'إظهار الإشعار' },
  globals: { locale: 'ae' },
  tags: ['!dev', '!autodocs'],
  play: closesOnClick,
};

/** A red error notice: same place and behaviour, its own colour and title. */
export const Error: Story = { args: { kind: 'error', message: 'Could not save' }, play: closesOnClick };
export const ErrorSpanish: Story = {
  args: { kind: 'error', message: 'No se ha podido guardar' },
  globals: { locale: 'es' },
  tags: ['!dev', '!autodocs'],
  play: closesOnClick,
};
export const ErrorArabic: Story = {
  args: { kind: 'error', message: 'تعذّر الحفظ', label: 'إظهار الإشعار' },
  globals: { locale: 'ae' },
  tags: ['!dev', '!autodocs'],
  play: closesOnClick,
};

/** Closes by itself after 5000 ms. */
export const ClosesByItself: Story = {
  play: async ({ canvasElement, args }) => {
    await raise(canvasElement, args.label, args.message, GREEN_BORDER);
    const shownAt = performance.now();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), {
      timeout: NOTIFICATION_AUTO_CLOSE_MS + NOTIFICATION_EXIT_MS + 2000,
      interval: 100,
    });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(NOTIFICATION_AUTO_CLOSE_MS - 200);
    restFocus();
  },
};
