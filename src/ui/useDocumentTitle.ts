import { useEffect } from 'react';

/**
 * A page whose title depends on its data (a call: the caller and the date) sets it here once the
 * data is shown; until then (null) the route's title (DocumentHead) stays. Each page of the same
 * route then has a title of its own (WCAG 2.4.2).
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    document.head.querySelector('meta[property="og:title"]')?.setAttribute('content', title);
  }, [title]);
}
