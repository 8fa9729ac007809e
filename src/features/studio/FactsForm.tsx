import { Button, Group, NumberInput, Paper, TextInput } from '@mantine/core';
import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionState } from '@/lib/loadState';
import { STUDIO_LIMITS } from '@/lib/studio/limits';
import { STUDIO_LANGUAGES, type StudioLanguage } from '@/lib/studio/types';
import { faultOf, faultProps } from '@/ui/serverField';
import { DraftSectionForm, draftOutcomeId, ListHeading, useDirty } from './SectionParts';
import { languageKey, type Facts } from './setupTypes';

interface FactsFormProps {
  facts: Facts;
  save: ActionState;
  onSave: (facts: Facts) => void;
  onDirty: (dirty: boolean) => void;
}

/** Business facts: name and address per language, phone, website and the services with prices. */
export const FactsForm = memo(function FactsForm({ facts, save, onSave, onDirty }: FactsFormProps) {
  const { t } = useTranslation('dashboard');
  const [value, setValue] = useState(facts);
  const dirty = useDirty(value, facts, onDirty);
  const setText = (field: 'name' | 'address', language: StudioLanguage, text: string) =>
    setValue((v) => ({ ...v, [field]: { ...v[field], [language]: text } }));
  const setService = (index: number, change: (service: Facts['services'][number]) => Facts['services'][number]) =>
    setValue((v) => ({ ...v, services: v.services.map((s, i) => (i === index ? change(s) : s)) }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(value);
  };
  const atFault = faultOf(save, draftOutcomeId('studio-facts'));
  return (
    <DraftSectionForm
      id="studio-facts"
      title={t('studio.facts.title')}
      intro={t('studio.facts.intro')}
      dirty={dirty}
      save={save}
      onSubmit={submit}
    >
      {(['name', 'address'] as const).map((field) => (
        <Group key={field} grow align="flex-start" wrap="wrap">
          {STUDIO_LANGUAGES.map((language) => (
            <TextInput
              key={language}
              label={t(`studio.facts.${field}`, { language: t(languageKey(language)) })}
              value={value[field][language]}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              maxLength={STUDIO_LIMITS.factLength}
              miw={180}
              {...faultProps(atFault(`facts.${field}.${language}`))}
              onChange={(event) => setText(field, language, event.currentTarget.value)}
            />
          ))}
        </Group>
      ))}
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t('studio.facts.phone')}
          type="tel"
          dir="ltr"
          miw={180}
          {...faultProps(atFault('facts.phone'))}
          value={value.phone}
          onChange={(event) => setValue({ ...value, phone: event.currentTarget.value })}
        />
        <TextInput
          label={t('studio.facts.website')}
          type="url"
          dir="ltr"
          miw={180}
          {...faultProps(atFault('facts.website'))}
          value={value.website}
          onChange={(event) => setValue({ ...value, website: event.currentTarget.value })}
        />
      </Group>
      <ListHeading title={t('studio.facts.services')} empty={value.services.length === 0 ? t('studio.facts.noServices') : null} />
      {value.services.map((service, index) => (
        <Paper key={service.id ?? index} withBorder p="sm">
          <Group grow align="flex-end" wrap="wrap">
            {STUDIO_LANGUAGES.map((language) => (
              <TextInput
                key={language}
                miw={160}
                dir={language === 'ar' ? 'rtl' : 'ltr'}
                label={t('studio.facts.serviceName', { n: index + 1, language: t(languageKey(language)) })}
                {...faultProps(atFault(`facts.services.${index}.name.${language}`))}
                value={service.name[language]}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setService(index, (s) => ({ ...s, name: { ...s.name, [language]: text } }));
                }}
              />
            ))}
            <NumberInput
              miw={120}
              label={t('studio.facts.price', { n: index + 1 })}
              description={t('studio.facts.priceHint')}
              min={0}
              {...faultProps(atFault(`facts.services.${index}.price`))}
              value={service.price ?? ''}
              onChange={(price) => setService(index, (s) => ({ ...s, price: typeof price === 'number' ? price : null }))}
            />
            <Button
              variant="subtle"
              color="red"
              onClick={() => setValue((v) => ({ ...v, services: v.services.filter((_, i) => i !== index) }))}
            >
              {t('studio.facts.removeService', { n: index + 1 })}
            </Button>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() => setValue((v) => ({ ...v, services: [...v.services, { id: '', name: { en: '', es: '', ar: '' }, price: null }] }))}
        >
          {t('studio.facts.addService')}
        </Button>
      </Group>
    </DraftSectionForm>
  );
});
