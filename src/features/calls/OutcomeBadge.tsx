import type { CallOutcome } from '@/lib/calls';
import classes from './calls.module.css';

/**
 * What a call ended in, as a badge with its name (`label`, translated by the caller), coloured by
 * outcome: good results green or blue, the rest neutral, spam red. A plain element with no hooks:
 * the history shows fifty at a time.
 */
export function OutcomeBadge({
  outcome,
  label,
  variant = 'light',
}: {
  /** What the call ended in: sets the colour. */
  outcome: CallOutcome;
  /** The name shown, translated by the caller. */
  label: string;
  /** A light fill, or an outline (a call reported as spam beside its own outcome). */
  variant?: 'light' | 'outline';
}) {
  return (
    <span className={classes.badge} data-outcome={outcome} data-variant={variant}>
      {label}
    </span>
  );
}
