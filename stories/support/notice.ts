import { screen, waitFor } from 'storybook/test';

/** The notification (role alert) showing a text; notices of earlier stories may still be closing. */
export function findNotice(text: string, timeout = 5000): Promise<HTMLElement> {
  return waitFor(
    () => {
      const notice = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(text));
      if (!notice) throw new Error(`No notice says: ${text}`);
      return notice;
    },
    { timeout },
  );
}
