/**
 * A fake server's answer that waits for the play to let it through, so the play can look at the
 * busy state in between however slow the machine is, instead of racing a timer.
 */
export function heldAnswers() {
  let waiting: (() => void)[] = [];
  return {
    /** Resolves once the play calls `release`. */
    hold: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
      }),
    /** Lets every held answer through; throws when none is held (the press never reached the server). */
    release: () => {
      const held = waiting;
      waiting = [];
      if (held.length === 0) throw new Error('no answer held');
      for (const answer of held) answer();
    },
  };
}
