import { within } from 'storybook/test';

/** Queries inside the labelled region (a section with a heading) of that name. */
export const region = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));
