/**
 * Errors the server puts on one field (`SaveState.field`, a dotted path into the request body):
 * the form marks the field invalid and points it at the message, as it does for its own checks.
 * `const atFault = faultOf(save, outcomeId)`; a field then asks `atFault(path)` with its own path
 * into the body and gets the id of the message that describes it (mark it invalid, point
 * `aria-describedby` there), or undefined.
 */
import type { SaveState } from '@/lib/loadState';

/** Whether the field at `path` is the one the server named, or lies inside it (`hours.week.mon` holds `hours.week.mon.0.start`). */
export const fieldAtFault = (field: string, path: string): boolean => path === field || path.startsWith(`${field}.`);

/** The field the failed save named, if any. */
export const faultyField = (save: SaveState): string | undefined => (save.status === 'error' ? save.field : undefined);

/** For a field's path, the id of the server's message about it, or undefined. */
export function faultOf(save: SaveState, messageId: string): (path: string) => string | undefined {
  const field = faultyField(save);
  return (path) => (field && fieldAtFault(field, path) ? messageId : undefined);
}

/** Space-separated ids for `aria-describedby`, or undefined when there are none. */
export const describedBy = (...ids: (string | undefined | null | false)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

/**
 * A ref that adds `ids` to an input's `aria-describedby`, beside the ids Mantine sets there. A
 * Mantine input (TextInput, NumberInput, NativeSelect...) sets `aria-describedby` from its own
 * description and error only, replacing one passed as a prop: a message shown elsewhere (a day's
 * problem under its ranges, a save's outcome) is linked through this instead. React sets the
 * attribute while committing and calls the ref after, so the ids are added again after every
 * render that sets it; those this ref added last are remembered (`data-also-describedby`) and
 * taken out when they change.
 */
export function alsoDescribedBy(ids: string | undefined): (element: HTMLElement | null) => void {
  return (element) => {
    if (!element) return;
    const added = (element.dataset.alsoDescribedby ?? '').split(' ').filter(Boolean);
    const own = (element.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && !added.includes(id));
    const extra = (ids ?? '').split(' ').filter(Boolean);
    const all = [...new Set([...own, ...extra])];
    if (all.length) element.setAttribute('aria-describedby', all.join(' '));
    else element.removeAttribute('aria-describedby');
    if (extra.length) element.dataset.alsoDescribedby = extra.join(' ');
    else delete element.dataset.alsoDescribedby;
  };
}

/** The props of a Mantine input the server refused (none otherwise): invalid, described by the message. */
export const faultProps = (messageId: string | undefined): { error?: true; ref?: (element: HTMLElement | null) => void } =>
  messageId ? { error: true, ref: alsoDescribedBy(messageId) } : {};
