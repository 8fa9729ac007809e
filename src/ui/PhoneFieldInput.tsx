import 'react-phone-number-input/style.css';
import { Input } from '@mantine/core';
import { useEffect, useId, useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import flags from 'react-phone-number-input/flags';
import type { Labels } from 'react-phone-number-input';
import PhoneInput, { getCountries } from 'react-phone-number-input/max';
import englishLabels from 'react-phone-number-input/locale/en.json';
import { PHONE_DEFAULT_COUNTRY, PHONE_MAX_INPUT_LENGTH } from '@/lib/phone';
import type { Locale } from '@/lib/locale';
import { useHydrated } from './HydrationGate';
import type { PhoneFieldProps } from './PhoneField';
import { useLocale } from './useLocale';

/** Country names per locale, loaded with the field (English is the library's default). */
const LABELS: Record<Locale, () => Promise<{ default: Labels }>> = {
  en: () => import('react-phone-number-input/locale/en.json'),
  es: () => import('react-phone-number-input/locale/es.json'),
  ae: () => import('react-phone-number-input/locale/ar.json'),
};

function useCountryLabels(locale: Locale): Labels | undefined {
  const [labels, setLabels] = useState<{ locale: Locale; labels: Labels }>();
  useEffect(() => {
    let live = true;
    void LABELS[locale]().then((module) => {
      if (live) setLabels({ locale, labels: module.default });
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return labels?.locale === locale ? labels.labels : undefined;
}

// The library sorts its 245 countries by name with String.localeCompare, which builds a collator
// per comparison: tens of milliseconds per field on a phone. Handed the list in order already
// (sorted with one collator, the same default one), its sort only confirms it. One list per
// set of names, shared by every phone field.
const sortedCountries = new WeakMap<Labels, ReturnType<typeof getCountries>>();
const collator = new Intl.Collator();

function countriesByName(labels: Labels): ReturnType<typeof getCountries> {
  let countries = sortedCountries.get(labels);
  if (!countries) {
    countries = getCountries().sort((a, b) => collator.compare(labels[a] ?? a, labels[b] ?? b));
    sortedCountries.set(labels, countries);
  }
  return countries;
}

/** The number input itself: Mantine's input, written left to right even on Arabic pages. */
function NumberInput({ size: _size, ...props }: ComponentPropsWithRef<'input'> & { error?: boolean }) {
  return <Input {...props} dir="ltr" maxLength={PHONE_MAX_INPUT_LENGTH} />;
}

/** The phone field's real content (see PhoneField). */
export default function PhoneFieldInput({ label, value, onChange, onBlur, error, description, required, disabled, id, name, autoComplete }: PhoneFieldProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const hydrated = useHydrated();
  const labels = useCountryLabels(locale) ?? englishLabels;
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      description={description}
      id={inputId}
      errorProps={{ id: errorId }}
      descriptionProps={{ id: descriptionId }}
    >
      <PhoneInput
        id={inputId}
        name={name}
        value={value || undefined}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        defaultCountry={PHONE_DEFAULT_COUNTRY}
        international
        countryCallingCodeEditable={false}
        flags={flags}
        labels={labels}
        countries={countriesByName(labels)}
        countrySelectProps={{ 'aria-label': t('phone.country') }}
        inputComponent={NumberInput}
        error={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        aria-required={required}
        autoComplete={autoComplete ?? 'tel'}
        disabled={disabled || !hydrated}
        className="phone-field"
      />
    </Input.Wrapper>
  );
}
