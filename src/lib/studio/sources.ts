/**
 * Where an agent line's source is set up: the section of the setup page (`/dashboard/bot-config`)
 * a line of the test chat or of a call links to ("From opening hours" → `#studio-hours`).
 */
import type { LineSource, SourceKind } from './types.ts';

export const SOURCE_SECTION: Record<SourceKind, string> = {
  instructions: '',
  answer: '#studio-answers',
  no_answer: '#studio-answers',
  hours: '#studio-hours',
  facts: '#studio-facts',
  booking: '#studio-actions',
  transfer: '#studio-actions',
  message: '#studio-actions',
};

/** The link to a source's section, from the setup page's (localized) path. */
export const sourceHref = (setupHref: string, source: Pick<LineSource, 'kind'>) => `${setupHref}${SOURCE_SECTION[source.kind]}`;

/**
 * The answer editor with a question filled in (`?question=&language=`, read by the setup page),
 * as the questions inbox's and a call's "Add answer" open it.
 */
export const addAnswerHref = (setupHref: string, question: string, language: string) =>
  `${setupHref}?${new URLSearchParams({ question, language })}#studio-answers`;
