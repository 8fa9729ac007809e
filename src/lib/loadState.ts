import type { Message } from './message.ts';

/** A page's data: loading, loaded, or a failure to show with a retry. */
/**
 * A server read as a view shows it. An error stays shown while its retry runs (`retrying`): the
 * Retry button that was pressed stays, busy, and keeps the keyboard's focus until the data arrives.
 */
export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; message: Message; retrying?: boolean } | { status: 'loaded'; data: T };

/**
 * A save in progress or done: idle, saving, saved (shown for a while), or failed. A failure the
 * server put on one field names it (`field`, a dotted path into the request body, e.g.
 * `facts.phone`): the form marks that field invalid and points it at the message.
 */
export type SaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'success' } | { status: 'error'; message: Message; field?: string };

/** A save state whose success may say something of its own (a call action: "3 minutes credited back"). */
export type ActionState = SaveState & { text?: string };
