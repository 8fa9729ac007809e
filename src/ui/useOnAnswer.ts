import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { SaveState } from '@/lib/loadState';

/**
 * Runs `onAnswer` once each time a save this form started is answered (the state leaves
 * `saving`), before the browser paints: a form empties after a success, or puts the focus on the
 * field a refusal names. States given without a save of its own (a story's) run nothing.
 */
export function useOnAnswer(state: SaveState, onAnswer: (answer: SaveState) => void): void {
  const answered = useRef(true);
  const answer = useEffectEvent(onAnswer);
  useLayoutEffect(() => {
    if (state.status === 'saving') {
      answered.current = false;
      return;
    }
    if (answered.current) return;
    answered.current = true;
    answer(state);
  }, [state]);
}
