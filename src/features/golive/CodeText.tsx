import { Anchor, Code, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { codeTokens, telHref } from '@/lib/golive/codes';

/**
 * A dialling code or number as it is dialled: left to right even inside Arabic text (an isolate
 * with its own direction), and read to a screen reader character by character ("star star 2 1…"),
 * never as a number ("twenty-one").
 */
export function CodeText({ code }: { code: string }) {
  const { t } = useTranslation('golive');
  const spoken = codeTokens(code)
    .map((token) => (token === 'star' || token === 'hash' || token === 'plus' ? t(`code.${token}`) : token))
    .join(' ');
  return (
    <bdi dir="ltr">
      <Code fz="md" aria-hidden data-code={code}>
        {code}
      </Code>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </bdi>
  );
}

/** A code as a `tel:` link that dials it from a phone (`*` and `#` encoded). */
export function DialLink({ code }: { code: string }) {
  return (
    <Anchor href={telHref(code)} underline="always">
      <CodeText code={code} />
    </Anchor>
  );
}
