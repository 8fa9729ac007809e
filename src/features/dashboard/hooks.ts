import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@/lib/timings';
import type { Message } from '@/lib/message';
import type { LoadState, SaveState } from '@/lib/loadState';

export interface Loader<T> {
  state: LoadState<T>;
  /** Loads again (after an error), showing the loading state meanwhile. */
  retry: () => void;
  /** Replaces the loaded data (after a save). */
  setData: (data: T) => void;
}

/**
 * Loads a page's data once on mount, and again on retry. `load` runs outside render; a failure
 * becomes the Message `toMessage` makes of it, unless `onError` handles it (returns true).
 */
export function useLoad<T>(load: () => Promise<T>, toMessage: (error: unknown) => Message, onError?: (error: unknown) => boolean): Loader<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, without reloading when their identity changes.
  const callbacks = useRef({ load, toMessage, onError });
  useEffect(() => {
    callbacks.current = { load, toMessage, onError };
  });

  useEffect(() => {
    let live = true;
    callbacks.current.load().then(
      (data) => {
        if (live) setState({ status: 'loaded', data });
      },
      (error: unknown) => {
        if (!live) return;
        if (callbacks.current.onError?.(error)) return;
        setState({ status: 'error', message: callbacks.current.toMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const setData = useCallback((data: T) => setState({ status: 'loaded', data }), []);
  return { state, retry, setData };
}

export interface Saver {
  state: SaveState;
  start: () => void;
  /** Shows the success for TIMINGS.successMessage (3000 ms), then goes back to idle. */
  succeed: () => void;
  fail: (message: Message) => void;
}

/** The state of one save: idle, saving, success (for 3000 ms) or error. */
export function useSaveState(): Saver {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  return {
    state,
    start: () => {
      stop();
      setState({ status: 'saving' });
    },
    succeed: () => {
      stop();
      setState({ status: 'success' });
      timer.current = setTimeout(() => setState({ status: 'idle' }), TIMINGS.successMessage);
    },
    fail: (message) => {
      stop();
      setState({ status: 'error', message });
    },
  };
}
