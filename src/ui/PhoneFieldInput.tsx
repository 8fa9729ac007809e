import 'react-phone-number-input/style.css';
import { Input } from '@mantine/core';
import { useEffect, useId, useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlagProps, Labels } from 'react-phone-number-input';
import PhoneInput, { getCountries } from 'react-phone-number-input/max';
import englishLabels from 'react-phone-number-input/locale/en.json';
import { PHONE_DEFAULT_COUNTRY, PHONE_MAX_INPUT_LENGTH } from '@/lib/phone';
import type { Locale } from '@/lib/locale';
import type { PhoneFieldProps } from './PhoneField';
import { useLocale } from './useLocale';

/**
 * Country flags are files of the app (the library would load them from its author's site, which a
 * visitor may not reach): Vite emits each SVG as an asset, never inlined, so the field's code
 * holds only their addresses (about 260) and the page downloads the one flag it shows. The library's
 * own set of flag components weighs about 230 kB of JavaScript.
 */
const FLAG_URLS = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});

function Flag({ country, countryName, className }: FlagProps & { className?: string }) {
  return <img className={className} src={FLAG_URLS[`/node_modules/country-flag-icons/3x2/${country}.svg`]} alt={countryName} />;
}

/** Country names per locale: English is the library's default (bundled with it), the others load with the field. */
const LABELS: Record<Locale, () => Promise<{ default: Labels }>> = {
  en: () => Promise.resolve({ default: englishLabels }),
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
export default function PhoneFieldInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  required,
  disabled,
  id,
  name,
  autoComplete,
}: PhoneFieldProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
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
        flagComponent={Flag}
        labels={labels}
        countries={countriesByName(labels)}
        countrySelectProps={{ 'aria-label': t('phone.country') }}
        inputComponent={NumberInput}
        error={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        aria-required={required}
        autoComplete={autoComplete ?? 'tel'}
        disabled={disabled}
        className="phone-field"
      />
    </Input.Wrapper>
  );
}
