import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './TextFields.module.css';

/**
 * A web address field: the URL keyboard on a phone, the browser's address suggestions, and left to
 * right in every locale (an address is Latin text, also on an Arabic page).
 */
export function UrlInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput type="url" inputMode="url" autoComplete="url" dir="ltr" {...props} />;
}

export type GrowingTextareaProps = Omit<TextareaProps, 'autosize' | 'rows' | 'classNames' | 'styles'>;

/** Whether the browser sizes a field to its content itself (Chromium, Safari 26; not Firefox yet). */
const SIZED_BY_CSS = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/**
 * A textarea that grows with its text from `minRows` (default 2) up to `maxRows` (then it
 * scrolls), sized by CSS (TextFields.module.css) rather than measured by script as Mantine's
 * `autosize` does on every render; a browser without `field-sizing` gets Mantine's `autosize`.
 */
export function GrowingTextarea({ minRows = 2, maxRows, ...props }: GrowingTextareaProps) {
  if (!SIZED_BY_CSS) return <Textarea autosize minRows={minRows} maxRows={maxRows} {...props} />;
  const rows = { '--growing-min-rows': minRows, ...(maxRows ? { '--growing-max-rows': maxRows } : {}) } as CSSProperties;
  return <Textarea rows={minRows} {...props} classNames={{ input: classes.growing }} styles={{ input: rows }} />;
}

/**
 * A long text the user writes in their own words and language (the agent's prompt, an answer): it
 * grows with the text, and its direction follows the text (`dir="auto"`), not the page's.
 */
export function WrittenTextarea(props: Omit<GrowingTextareaProps, 'dir'>) {
  return <GrowingTextarea dir="auto" {...props} />;
}
