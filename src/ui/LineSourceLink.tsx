import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LineSource } from '@/lib/studio/types';
import { useIsolate } from './ForeignText';

/** What a line's source needs to be named (a test chat's line, a call's transcript line). */
type Source = Pick<LineSource, 'kind' | 'label'>;

/** The plain words of a line's source ("From answer: Insurance", "From opening hours"). */
export function useSourceText() {
  const { t } = useTranslation('dashboard');
  const isolate = useIsolate();
  // The question is in the answer's language: isolated, so that a Spanish "¿…?" keeps its order on an Arabic page.
  return (source: Source) =>
    source.kind === 'answer'
      ? t('studio.test.source.answer', { question: source.label ? isolate(source.label) : '' })
      : t(`studio.test.source.${source.kind}`);
}

export interface LineSourceLinkProps {
  source: Source;
  /** The part of the setup it came from (a section of the setup page); null: named without a link (a role that cannot open the setup). */
  href: string | null;
  /** Words of its own for a source, instead of the test chat's (e.g. a call's `no_answer`). */
  text?: string;
}

/** An agent line's source, named as the test chat names it, linking to that part of the setup. */
export function LineSourceLink({ source, href, text }: LineSourceLinkProps) {
  const sourceText = useSourceText();
  if (href === null)
    return (
      <Text size="xs" c="dimmed" data-testid="line-source" data-source={source.kind}>
        {text ?? sourceText(source)}
      </Text>
    );
  return (
    <Anchor size="xs" href={href} data-testid="line-source" data-source={source.kind}>
      {text ?? sourceText(source)}
    </Anchor>
  );
}
