import type { AriaRole } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LoadState, SaveState } from '@/lib/loadState';
import { keyMessage, type ErrorKey } from '@/lib/message';
import { asMainContent } from './decorators';
import { t } from './i18n';
import { restFocus } from './atRest';

/**
 * The load and save states every portal view shows (loading line, error with retry, saving button,
 * saved status), as story args and as the plays that assert them. Texts are passed as functions,
 * so that they are read in the story's locale when the play runs.
 */

export const loaded = <T>(data: T): LoadState<T> => ({ status: 'loaded', data });
export const loading: LoadState<never> = { status: 'loading' };
/** A load that failed with a translated message (`errors:network` unless said). */
export const loadFailed = (key: ErrorKey = 'errors:network'): LoadState<never> => ({ status: 'error', message: keyMessage(key) });
export const saving: SaveState = { status: 'saving' };
export const saved: SaveState = { status: 'success' };
export const saveFailed = (key: ErrorKey = 'errors:network'): SaveState => ({ status: 'error', message: keyMessage(key) });

type Text = () => string;
interface PlayContext {
  canvasElement: HTMLElement;
}
interface RetryContext extends PlayContext {
  args: { onRetry: unknown };
}

/** Loading: the status line says so; what only loaded data shows (by role) is not there yet. */
export const loadingPlay =
  (text: Text, ...absent: AriaRole[]) =>
  async ({ canvasElement }: PlayContext) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text());
    for (const role of absent) await expect(canvas.queryByRole(role)).toBeNull();
  };

/** The load failed: the alert (its level 1 heading, its message); Retry asks for the data again. */
export const loadErrorPlay =
  ({ heading, message }: { heading?: Text; message?: Text }) =>
  async ({ canvasElement, args }: RetryContext) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    if (heading) await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(heading());
    if (message) await expect(alert).toHaveTextContent(message());
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledOnce());
    restFocus();
  };

/** Saving: the submit button is busy (it keeps the focus, `aria-disabled`) and shows its loader. */
export const savingPlay =
  (button: Text) =>
  async ({ canvasElement }: PlayContext) => {
    const element = within(canvasElement).getByRole('button', { name: button() });
    await expect(element).toHaveAttribute('aria-disabled', 'true');
    await expect(element).toHaveAttribute('data-loading', 'true');
  };

/** Saved: the status line says so. */
export const savedPlay =
  (text: Text) =>
  async ({ canvasElement }: PlayContext) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text());
  };

/**
 * The meta of a portal view that loads its data: its args (the data loaded, a retry) and its
 * place in the shell's main landmark. Spread it into the meta, beside the title and component.
 */
export function portalViewMeta<const A extends object>(args: A) {
  return { args: { ...args, onRetry: fn() }, decorators: [asMainContent] };
}
