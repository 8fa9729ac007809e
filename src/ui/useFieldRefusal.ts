import { useState, type RefObject } from 'react';
import type { SaveState } from '@/lib/loadState';
import { useMessageText } from './MessageText';
import { useOnAnswer } from './useOnAnswer';

/**
 * One field a server may refuse (a password confirming a grave step): the refusal is said under
 * the field, which takes the focus when it comes, and stays there until the value is changed;
 * any other failure is for an alert beside the button. `input` is the field's input (its ref).
 */
export function useFieldRefusal(state: SaveState, field: string, input: RefObject<HTMLInputElement | null>) {
  const messageText = useMessageText();
  /** The value last sent: the refusal belongs to it. */
  const [sent, setSent] = useState<string | null>(null);
  useOnAnswer(state, (answer) => {
    if (answer.status === 'error' && answer.field === field) input.current?.focus();
  });
  return {
    /** Call with the value as it is sent. */
    sending: setSent,
    /** What to say under the field while it holds `value`, if anything. */
    refusal: (value: string) => (state.status === 'error' && state.field === field && sent === value ? messageText(state.message) : null),
    /** A failure that is not the field's, if any. */
    otherError: state.status === 'error' && state.field !== field ? messageText(state.message) : null,
  };
}
