import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';

/**
 * A web address field: the URL keyboard on a phone, the browser's address suggestions, and left to
 * right in every locale (an address is Latin text, also on an Arabic page).
 */
export function UrlInput(props: Omit<TextInputProps, 'type'>) {
  return <TextInput type="url" inputMode="url" autoComplete="url" dir="ltr" {...props} />;
}

/**
 * A long text the user writes in their own words and language (the agent's prompt, an answer): it
 * grows with the text, and its direction follows the text (`dir="auto"`), not the page's.
 */
export function WrittenTextarea(props: Omit<TextareaProps, 'autosize' | 'dir'>) {
  return <Textarea autosize dir="auto" {...props} />;
}
