import { useTranslation } from 'react-i18next';
import type { Message } from '@/lib/message';
import { Isolate, useIsolate } from '@/ui/ForeignText';

/**
 * Renders a Message: its translation, or the server's text as it is. The server's text, and a
 * server text put into a translated sentence, is isolated (src/lib/bidi.ts): the client does not
 * know its language or direction (an English or Spanish text on an Arabic page keeps its order).
 */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation('errors');
  const isolate = useIsolate();
  // The keys are checked against every locale by tests/unit/locales.test.ts.
  const translate = t as unknown as (key: string, values?: Record<string, string>) => string;
  return (message) =>
    message.kind === 'text'
      ? isolate(message.text)
      : translate(
          message.key,
          message.values && Object.fromEntries(Object.entries(message.values).map(([name, value]) => [name, isolate(value)])),
        );
}

export function MessageText({ message }: { message: Message }) {
  const text = useMessageText();
  // In JSX the server's own text is a <bdi> (nothing added to the text itself).
  return message.kind === 'text' ? <Isolate>{message.text}</Isolate> : <>{text(message)}</>;
}
