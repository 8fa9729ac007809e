import { useState, type ReactNode } from 'react';
import { useLocale } from './useLocale';

let hydrating = false;

/** main.tsx, before it hydrates a pre-rendered page: the page's Static parts may stay as they are. */
export function markHydrating(): void {
  hydrating = true;
}

/** The pre-rendered markup of the Static part `name` is in the document (not yet replaced). */
function hasServerMarkup(name: string): boolean {
  if (!hydrating || typeof document === 'undefined') return false;
  const element = document.querySelector(`[data-static="${name}"]`);
  return element !== null && element.childNodes.length > 0;
}

export interface StaticProps {
  /** Unique on the page: finds the pre-rendered markup. */
  name: string;
  children: ReactNode;
}

/**
 * A part of a pre-rendered page with nothing to interact with (text, images, plain links): when
 * the page hydrates, React keeps its pre-rendered markup as it is and never renders, hydrates
 * or even loads its components. That work is most of a long page's start-up.
 *
 * The markup is the one the server rendered in the page's language; once the language changes
 * (the language switch keeps the page mounted), the part renders from scratch, and from then on
 * like any component. Anywhere else (client-side navigation, stories, tests) it renders its
 * children. An element with inner HTML is the one React hydrates without its children.
 */
export function Static({ name, children }: StaticProps) {
  const locale = useLocale();
  const [frozenFor, setFrozenFor] = useState<string | null>(() => (hasServerMarkup(name) ? locale : null));
  if (frozenFor !== null && frozenFor !== locale) setFrozenFor(null);
  if (frozenFor === locale) {
    return <div key="pre-rendered" data-static={name} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return (
    <div key="live" data-static={name}>
      {children}
    </div>
  );
}
