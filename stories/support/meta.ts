import type { ComponentProps, ComponentType } from 'react';
import { expect, within } from 'storybook/test';

/**
 * A story file's meta but its title (Storybook's indexer wants that literal in the file, so it
 * is spread in beside it): the component and the args its stories share, checked against the
 * component's props.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props checked below
export function componentMeta<C extends ComponentType<any>, A extends Partial<ComponentProps<C>>>(component: C, args: A) {
  return { component, args };
}

/** The meta of a page section's stories but its title: the section, the id of its heading and other shared args. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function sectionMeta<C extends ComponentType<any>, A extends Partial<ComponentProps<C>>>(component: C, headingId: string, args?: A) {
  return componentMeta(component, { headingId, ...args } as { headingId: string } & A);
}

/** The section's canvas, once its title shows as a level-2 heading. */
export async function sectionCanvas(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
  return canvas;
}

/** The section's list items, `count` of them, under its level-2 title. */
export async function sectionItems(canvasElement: HTMLElement, title: string, count: number) {
  const canvas = await sectionCanvas(canvasElement, title);
  const items = canvas.getAllByRole('listitem');
  await expect(items).toHaveLength(count);
  return { canvas, items };
}
