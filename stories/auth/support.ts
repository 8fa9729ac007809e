import { within } from 'storybook/test';
import { field } from '../support/fields';

/** The file input of a document (the native input carries the label). */
export function fileInput(canvasElement: HTMLElement, label: string): HTMLInputElement {
  const input = field(canvasElement, label);
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') throw new Error(`${label} is not a file input`);
  return input;
}

/** Drags files onto a drop zone and drops them, as a user does from the desktop. */
export async function dropFiles(canvasElement: HTMLElement, name: string, files: File[]): Promise<void> {
  const zone = canvasElement.querySelector(`[data-testid="${name}-drop"]`);
  if (!zone) throw new Error(`No drop zone ${name}`);
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  // Real drag events carrying a real DataTransfer (Chromium's DragEvent takes one).
  for (const type of ['dragenter', 'dragover', 'drop']) {
    zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    // A hand takes a moment between entering the zone and letting go (the zone reads the files meanwhile).
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The alert of a view (Mantine alerts have role="alert"), by its text. */
export async function findAlert(canvasElement: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  const alerts = await within(canvasElement).findAllByRole('alert');
  const match = alerts.find((alert) => (typeof text === 'string' ? alert.textContent?.includes(text) : text.test(alert.textContent ?? '')));
  if (!match) throw new Error(`No alert with ${String(text)}; alerts: ${alerts.map((a) => a.textContent).join(' | ')}`);
  return match;
}
