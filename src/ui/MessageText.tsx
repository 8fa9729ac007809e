import { useTranslation } from 'react-i18next';
import type { Message } from '@/lib/message';

/** Renders a Message: its translation, or the server's text as it is. */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation('errors');
  // The keys are checked against every locale by tests/unit/locales.test.ts.
  const translate = t as unknown as (key: string, values?: Record<string, string>) => string;
  return (message) => (message.kind === 'text' ? message.text : translate(message.key, message.values));
}

export function MessageText({ message }: { message: Message }) {
  const text = useMessageText();
  return <>{text(message)}</>;
}
