import { randomUUID } from 'node:crypto';

/**
 * The one generator of the ids the server creates at run time (sessions, uploaded files, calls
 * made by the live line or a call-back): a random UUID (122 random bits), unique under any
 * concurrency, never derived from the clock. `prefix` keeps an id's kind readable (`c` for a
 * call). The seeded history keeps its deterministic ids (made once, by one generator run);
 * json-server's numbered collections keep `nextId`, computed inside the one synchronous write
 * (`db.mutate`), so two requests can never get the same number either.
 */
export function newId(prefix = ''): string {
  return `${prefix}${randomUUID()}`;
}
