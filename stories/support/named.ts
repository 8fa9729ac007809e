import type { SaveState } from '@/lib/loadState';
import { saveFailed, saved, saving } from './loadState';

/**
 * Complex props as a few named choices in the Controls panel (docs/storybook.md, "Controls"): a
 * select of names a designer reads ("Busy month", "Failed to load"), each mapped to its fixture
 * by Storybook before the story renders. Args hold the name, so the select shows it.
 */
export function namedChoices<T>(choices: Record<string, T>, description?: string) {
  // Without a description here, the prop's own (its JSDoc in src/) shows.
  return { options: Object.keys(choices), mapping: choices, control: 'select' as const, ...(description ? { description } : {}) };
}

/** An arg given by its choice's name (Storybook maps it to the value before rendering). */
export function choice<T, const N extends string>(_choices: Record<N, T>, name: NoInfer<N>): T {
  return name as unknown as T;
}

/** A save as a designer picks it (a form's `save` prop). */
export const SAVE_CHOICES = {
  'Not saved yet': { status: 'idle' },
  Saving: saving,
  Saved: saved,
  'Failed (network)': saveFailed(),
} satisfies Record<string, SaveState>;
