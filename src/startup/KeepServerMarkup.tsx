import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocale } from '@/ui/useLocale';

const noop = () => () => {};

export interface KeepServerMarkupProps {
  /** Names the part in the markup (`data-static`). */
  name: string;
  children: ReactNode;
}

/**
 * A part of a pre-rendered page with nothing to interact with (text, images, plain links): when
 * the page hydrates, React keeps its pre-rendered markup as it is and never renders, hydrates
 * or even loads its components. That work is most of a long page's start-up. Pages decide what
 * is kept (views stay pure: they offer such parts through a prop, e.g. `textPart`).
 *
 * Whether React is hydrating this very part comes from useSyncExternalStore, whose server
 * snapshot is read only while hydrating (the server itself renders the children); the answer is
 * kept for the part's lifetime. The markup is the one the server rendered in the page's language:
 * once the language changes (the language switch keeps the page mounted), the part renders from
 * scratch, and from then on like any component. Anywhere else (client-side navigation, stories,
 * tests) it renders its children. An element with inner HTML is one React hydrates without
 * touching its children.
 */
export function KeepServerMarkup({ name, children }: KeepServerMarkupProps) {
  const locale = useLocale();
  const hydrating = useSyncExternalStore(
    noop,
    () => false,
    () => typeof document !== 'undefined',
  );
  const [frozenFor, setFrozenFor] = useState<string | null>(() => (hydrating ? locale : null));
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
