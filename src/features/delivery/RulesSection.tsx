import { Box, Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alsoDescribedBy, faultyField } from '@/ui/serverField';
import { isolate } from '@/lib/bidi';
import {
  DELIVERY_OUTCOMES,
  MAX_RECIPIENTS,
  type DeliveryFeatures,
  type DeliveryOutcome,
  type DeliveryRule,
  type DeliveryRuleInput,
} from '@/lib/delivery';
import type { ActionState } from '@/lib/loadState';
import { LOCALE_INFO, LOCALES, type Locale } from '@/lib/locale';
import { EMAIL_PATTERN } from '@/lib/validation';
import { MessageText } from '@/ui/MessageText';
import { SaveBar } from '@/ui/PageStates';
import { focusById, focusFirstInvalidField, focusLost, focusSubmit, useSettled } from './focus';
import {
  AddFormCard,
  CardList,
  ConditionFields,
  readCondition,
  ResultStatus,
  useConditionFields,
  useTextField,
  WARNING_TEXT,
} from './parts';
import { useLocale } from '@/ui/useLocale';
import { busyButtonProps } from '@/ui/busyRoot';

export interface RulesSectionProps {
  rules: DeliveryRule[];
  features: DeliveryFeatures;
  /** Adding a rule; a refusal of its recipients (`field`) is said under the addresses. */
  save: ActionState;
  onAdd: (input: DeliveryRuleInput) => void;
  deleting: ActionState & { id?: string | null };
  onDelete: (id: string) => void;
}

const split = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);

const ruleId = (id: string) => `delivery-rule-${id}`;
const deleteId = (id: string) => `delivery-rule-delete-${id}`;
const FORM_ID = 'delivery-rule-form';
const EMAILS_ID = 'delivery-rule-emails';

/**
 * The post-call e-mail rules: each rule with its outcomes and addresses (those awaiting
 * confirmation said so), and a form to add one. A rule added takes the focus; after a deletion the
 * focus goes to the next rule, or the section's heading when none is left.
 */
export function RulesSection({ rules, features, save, onAdd, deleting, onDelete }: RulesSectionProps) {
  const { t } = useTranslation(['delivery', 'calls']);
  const locale = useLocale();
  const hasPending = rules.some((rule) => rule.recipients.some((r) => r.status === 'pending'));
  // The rules there when a save or deletion started: the new one, or the one after, is found from them.
  const before = useRef<string[]>([]);
  const deletedAt = useRef(0);
  // A rule added empties the form (a new key); an error keeps what was typed.
  const [added, setAdded] = useState(0);
  useSettled(save.status, (status) => {
    if (status === 'success') {
      setAdded((count) => count + 1);
      const created = rules.find((rule) => !before.current.includes(rule.id));
      focusById(created ? ruleId(created.id) : 'delivery-rules');
    } else if (status === 'error') {
      if (faultyField(save) === 'recipients') focusById(EMAILS_ID);
      else if (focusLost()) focusSubmit(FORM_ID);
    }
  });
  useSettled(deleting.status, (status) => {
    if (status === 'success') {
      const next = rules[Math.min(deletedAt.current, rules.length - 1)];
      focusById(next ? ruleId(next.id) : 'delivery-rules');
    } else if (status === 'error' && deleting.id) focusById(deleteId(deleting.id));
  });
  const outcomesOf = (rule: DeliveryRule) => rule.outcomes.map((o) => t(`calls:outcome.${o}`)).join(', ');
  const result = save.status === 'success' ? t('rules.add.saved') : deleting.status === 'success' ? t('rules.deleted') : null;
  return (
    <Stack gap="md">
      <CardList count={rules.length} empty={t('rules.empty')} label={t('rules.listLabel')}>
        {rules.map((rule, index) => (
          <Paper
            component="li"
            key={rule.id}
            id={ruleId(rule.id)}
            tabIndex={-1}
            aria-labelledby={`${ruleId(rule.id)}-title`}
            withBorder
            p="sm"
            radius="sm"
            data-testid="delivery-rule"
          >
            <Stack gap={6}>
              <Text fw={600} id={`${ruleId(rule.id)}-title`}>
                {t('rules.rule', { outcomes: outcomesOf(rule) })}
              </Text>
              {rule.condition && (
                <Text size="sm">
                  {t('rules.condition', {
                    field: t(`conditionField.${rule.condition.field}`),
                    value: isolate(rule.condition.contains, locale),
                  })}
                </Text>
              )}
              <Box component="ul" m={0} ps="md">
                {rule.recipients.map((recipient) => (
                  <li key={recipient.email} data-status={recipient.status}>
                    <Text size="sm" span>
                      <bdi>{recipient.email}</bdi>
                      {' — '}
                      <Text
                        span
                        size="sm"
                        fw={600}
                        c={recipient.status === 'confirmed' ? 'green.9' : recipient.status === 'pending' ? WARNING_TEXT : 'gray.7'}
                      >
                        {t(`rules.recipientStatus.${recipient.status}`)}
                      </Text>
                    </Text>
                  </li>
                ))}
              </Box>
              {rule.phones.length > 0 && (
                <Text size="sm">{t('rules.phones', { phones: rule.phones.map((p) => isolate(p, locale)).join(', ') })}</Text>
              )}
              <Text size="sm" c="dimmed">
                {t('rules.language', { language: LOCALE_INFO[rule.language].nativeName })}
              </Text>
              <Group>
                <Button
                  id={deleteId(rule.id)}
                  variant="subtle"
                  color="red.9"
                  size="compact-sm"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  {...busyButtonProps(deleting.id === rule.id && deleting.status === 'saving')}
                  onClick={() => {
                    deletedAt.current = index;
                    onDelete(rule.id);
                  }}
                  aria-label={t('rules.deleteNamed', { outcomes: outcomesOf(rule) })}
                >
                  {t('rules.delete')}
                </Button>
              </Group>
              {deleting.id === rule.id && deleting.status === 'error' && (
                <Text size="sm" c="red.9" role="alert">
                  <MessageText message={deleting.message} />
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </CardList>
      {hasPending && (
        <Text size="sm" c="dimmed">
          {t('rules.pendingNote')}
        </Text>
      )}
      <ResultStatus text={result} testId="rules-result" />
      <RuleForm
        key={added}
        features={features}
        save={save}
        onAdd={(input) => {
          before.current = rules.map((rule) => rule.id);
          onAdd(input);
        }}
        defaultLanguage={locale}
      />
    </Stack>
  );
}

interface Errors {
  outcomes?: string;
}

function RuleForm({
  features,
  save,
  onAdd,
  defaultLanguage,
}: {
  features: DeliveryFeatures;
  save: RulesSectionProps['save'];
  onAdd: (input: DeliveryRuleInput) => void;
  defaultLanguage: Locale;
}) {
  const { t } = useTranslation(['delivery', 'calls']);
  const [outcomes, setOutcomes] = useState<string[]>([]);
  const emails = useTextField();
  const [phones, setPhones] = useState('');
  const [language, setLanguage] = useState<Locale>(defaultLanguage);
  const condition = useConditionFields(null);
  const [errors, setErrors] = useState<Errors>({});
  const max = features.maxRecipients || MAX_RECIPIENTS;
  // The server's refusal of the recipients, said under the addresses until the next save.
  const serverError = save.status === 'error' && save.field === 'recipients' ? <MessageText message={save.message} /> : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    const list = split(emails.value);
    const phoneList = features.messagingApp ? split(phones) : [];
    if (outcomes.length === 0) found.outcomes = t('rules.add.outcomesRequired');
    const bad = list.find((email) => !EMAIL_PATTERN.test(email));
    const emailError = bad
      ? t('rules.add.emailsInvalid', { email: bad })
      : list.length > max
        ? t('rules.add.emailsTooMany', { count: max })
        : list.length === 0 && phoneList.length === 0
          ? t('rules.add.emailsRequired')
          : undefined;
    emails.setError(emailError);
    const chosen = features.conditions ? readCondition(condition, t('conditionRequired')) : null;
    setErrors(found);
    const form = event.currentTarget;
    if (Object.keys(found).length > 0 || emailError || chosen === false) return focusFirstInvalidField(form);
    onAdd({
      outcomes: outcomes as DeliveryOutcome[],
      emails: list,
      ...(phoneList.length > 0 ? { phones: phoneList } : {}),
      ...(chosen ? { condition: chosen } : {}),
      language,
    });
  };

  return (
    <AddFormCard id={FORM_ID} heading={t('rules.add.heading')} onSubmit={submit}>
      <Checkbox.Group
        label={t('rules.add.outcomes')}
        value={outcomes}
        onChange={(value) => {
          setOutcomes(value);
          setErrors((c) => ({ ...c, outcomes: undefined }));
        }}
        error={errors.outcomes}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {DELIVERY_OUTCOMES.map((outcome) => (
            <Checkbox
              key={outcome}
              value={outcome}
              label={t(`calls:outcome.${outcome}`)}
              aria-invalid={errors.outcomes ? true : undefined}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <TextInput
        label={t('rules.add.emails')}
        description={t('rules.add.emailsHint', { count: max })}
        type="text"
        inputMode="email"
        dir="ltr"
        id={EMAILS_ID}
        {...emails.input}
        error={emails.error ?? serverError}
      />
      {features.messagingApp && (
        <TextInput
          label={t('rules.add.phones')}
          description={t('rules.add.phonesHint')}
          dir="ltr"
          inputMode="tel"
          value={phones}
          onChange={(e) => setPhones(e.currentTarget.value)}
          error={serverError && phones.trim() ? true : undefined}
          ref={alsoDescribedBy(serverError && phones.trim() ? `${EMAILS_ID}-error` : undefined)}
        />
      )}
      <NativeSelect
        label={t('rules.add.language')}
        value={language}
        onChange={(e) => setLanguage(e.currentTarget.value as Locale)}
        data={LOCALES.map((value) => ({ value, label: LOCALE_INFO[value].nativeName }))}
      />
      {features.conditions && <ConditionFields state={condition} />}
      {/* A success is said by the section (this form is emptied by then); a refusal of the recipients under their field. */}
      <SaveBar
        state={save.status === 'success' || serverError ? { status: 'idle' } : save}
        successText=""
        saveLabel={t('rules.add.submit')}
      />
    </AddFormCard>
  );
}
