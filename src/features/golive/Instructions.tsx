import { List, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildInstructions, unsupportedConditions, type DialCode, type LineChoice } from '@/lib/golive/codes';
import { OTHER_CARRIER } from '@/lib/golive/carriers';
import type { ForwardCondition } from '@/lib/golive/rules';
import { CodeText, DialLink } from './CodeText';

/**
 * What to dial for the chosen carrier, kind of line and mode, with the agent's number filled in
 * (each code a `tel:` link), the code that cancels it; or, for a switchboard, what to enter.
 */
export function Instructions({ choice, agentNumber }: { choice: LineChoice; agentNumber: string }) {
  const { t } = useTranslation('golive');
  const instructions = buildInstructions(choice, agentNumber);
  const cases = (conditions: readonly ForwardCondition[]) => conditions.map((condition) => t(`reasons.${condition}`)).join(', ');
  if (instructions.kind === 'pbx') {
    return (
      <Stack gap="sm" data-testid="pbx-settings">
        <Text size="sm">{t('how.pbx.intro')}</Text>
        <Table withTableBorder variant="vertical" maw={560}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('how.pbx.target')}</Table.Th>
              <Table.Td>
                <CodeText code={instructions.target} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('how.pbx.mode')}</Table.Th>
              <Table.Td>{instructions.mode === 'always' ? t('reasons.unconditional') : cases(instructions.conditions)}</Table.Td>
            </Table.Tr>
            {instructions.noAnswerSec !== null && (
              <Table.Tr>
                <Table.Th scope="row">{t('how.pbx.timer')}</Table.Th>
                <Table.Td>{t('how.pbx.seconds', { seconds: instructions.noAnswerSec })}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Stack>
    );
  }
  const unsupported = unsupportedConditions(choice);
  const item = (code: DialCode) => (
    <List.Item key={`${code.purpose}-${code.code}`}>
      <Text size="sm" span>
        {t(`how.purpose.${code.purpose}`)}
        {': '}
      </Text>
      <DialLink code={code.code} />
    </List.Item>
  );
  return (
    <Stack gap="sm" data-testid="dial-codes">
      <Text size="sm">{t('how.intro')}</Text>
      <List type="ordered" spacing="xs" aria-label={t('how.activateLabel')}>
        {instructions.activate.map(item)}
      </List>
      {instructions.timerIgnored && <Text size="sm">{t('how.timerIgnored')}</Text>}
      {instructions.alsoCovers.length > 0 && <Text size="sm">{t('how.alsoCovers', { cases: cases(instructions.alsoCovers) })}</Text>}
      {unsupported.length > 0 && <Text size="sm">{t('how.unsupported', { cases: cases(unsupported) })}</Text>}
      <Text size="sm">{t('how.cancel')}</Text>
      <List spacing="xs" aria-label={t('how.cancelLabel')}>
        {instructions.cancel.map(item)}
      </List>
      {choice.carrier === OTHER_CARRIER && (
        <Text size="sm" c="dimmed">
          {t('how.other')}
        </Text>
      )}
    </Stack>
  );
}
