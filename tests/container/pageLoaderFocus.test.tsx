/**
 * The page loader (src/ui/PageLoader.tsx) takes the focus only when the control holding it left
 * the page (a button that opened another page): a keyboard user is never left on the body while
 * the page loads. Focus the user or a script let go on purpose (a blur) is not taken back when
 * that control leaves later.
 */
import { describe, expect, test } from 'vitest';
import { waitFor } from 'storybook/test';
import { PageLoader } from '@/ui/PageLoader';
import { renderPage, t, useMockApi } from './support';

useMockApi();

/** A button in the page, focused, then removed from it after `beforeRemoving`. */
async function focusedButtonRemoved(beforeRemoving: (button: HTMLButtonElement) => void) {
  const button = document.createElement('button');
  button.textContent = 'Open';
  document.body.append(button);
  button.focus();
  expect(document.activeElement).toBe(button);
  beforeRemoving(button);
  // The focus-out bookkeeping runs in a microtask after the blur.
  await Promise.resolve();
  button.remove();
}

const loaderStatus = () => document.querySelector<HTMLElement>('[role="status"]');

describe('the page loader and the focus', () => {
  test('holds the focus when the focused control left the page', async () => {
    await focusedButtonRemoved(() => {});
    renderPage(<PageLoader />);
    await waitFor(() => expect(loaderStatus()).toHaveTextContent(t('common:loading')));
    expect(document.activeElement).toBe(loaderStatus());
  });

  test('leaves the focus on the body when it was let go before the control left', async () => {
    await focusedButtonRemoved((button) => button.blur());
    renderPage(<PageLoader />);
    await waitFor(() => expect(loaderStatus()).toHaveTextContent(t('common:loading')));
    expect(document.activeElement).toBe(document.body);
  });
});
