import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routeMeta, type RouteDef } from '@/lib/routes';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/**
 * Keeps the title and description of the page in step with client-side navigation (the
 * pre-rendered HTML carries them, with canonical and hreflang links, for the first load).
 */
export function DocumentHead({ route }: { route: Pick<RouteDef, 'id' | 'layout'> }) {
  const { ns, prefix } = routeMeta(route);
  const { t } = useTranslation(ns);
  // The key is built from the route table; the locales test checks every route has both texts.
  const title = t(`${prefix}.title` as never) as string;
  const description = t(`${prefix}.description` as never) as string;
  useEffect(() => {
    document.title = title;
    setMeta('meta[name="description"]', 'content', description);
    setMeta('meta[property="og:title"]', 'content', title);
    setMeta('meta[property="og:description"]', 'content', description);
  }, [title, description]);
  return null;
}
