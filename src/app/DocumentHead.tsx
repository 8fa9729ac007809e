import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteId } from '@/lib/routes';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/**
 * Keeps the title and description of the page in step with client-side navigation (the
 * pre-rendered HTML carries them, with canonical and hreflang links, for the first load).
 */
export function DocumentHead({ routeId }: { routeId: RouteId }) {
  const { t } = useTranslation('meta');
  const title = t(`${routeId}.title`);
  const description = t(`${routeId}.description`);
  useEffect(() => {
    document.title = title;
    setMeta('meta[name="description"]', 'content', description);
    setMeta('meta[property="og:title"]', 'content', title);
    setMeta('meta[property="og:description"]', 'content', description);
  }, [title, description]);
  return null;
}
