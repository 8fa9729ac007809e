import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CIF_NIF_PATTERN, normalizeWebsite, PROFILE_LIMITS, type Profile } from '@/lib/dashboard';
import { checkPhone } from '@/lib/phone';
import { COMPANY_SIZES, INDUSTRIES, type CompanySize, type Industry } from '@/lib/types';
import { focusInvalidField } from '@/ui/forms';
import { PhoneField, usePhoneProblemText } from '@/ui/PhoneField';
import { PageHeader, PageLoadError, PageLoading, SaveBar } from '@/ui/PageStates';
import type { LoadState, SaveState } from '@/lib/loadState';
import { UrlInput } from '@/ui/TextFields';
import { useIsolate } from '@/ui/ForeignText';
import { FormSection } from './FormSection';

export interface ProfileViewProps {
  /** The profile: loading, failed, or loaded. */
  state: LoadState<Profile>;
  /** Saving the profile: idle, saving, saved or failed. */
  save: SaveState;
  /** Save pressed with valid values. */
  onSave: (profile: Profile) => void;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
}

/** Profile (`/dashboard/profile`): the account holder's name and phone, and the company's data. */
export function ProfileView({ state, save, onSave, onRetry }: ProfileViewProps) {
  const { t } = useTranslation('dashboard');
  if (state.status === 'loading') return <PageLoading label={t('profile.loading')} blocks={2} />;
  if (state.status === 'error')
    return <PageLoadError title={t('profile.loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />;
  return <ProfileForm profile={state.data} save={save} onSave={onSave} />;
}

interface ProfileValues {
  name: string;
  phone: string;
  companyName: string;
  cifNif: string;
  industry: Industry | '';
  size: CompanySize | '';
  website: string;
  address: string;
}

function ProfileForm({ profile, save, onSave }: { profile: Profile; save: SaveState; onSave: (profile: Profile) => void }) {
  const { t } = useTranslation('dashboard');
  const isolate = useIsolate();
  const problemText = usePhoneProblemText();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: {
      name: profile.name,
      phone: profile.phone,
      companyName: profile.company.name,
      cifNif: profile.company.cifNif,
      industry: profile.company.industry,
      size: profile.company.size,
      website: profile.website,
      address: profile.address,
    },
    validate: {
      name: (value) => (value.trim() ? null : t('profile.errors.nameRequired')),
      phone: (value) => {
        const problem = checkPhone(value);
        return problem ? problemText(problem) : null;
      },
      companyName: (value) => (value.trim() ? null : t('profile.errors.companyNameRequired')),
      cifNif: (value) => (CIF_NIF_PATTERN.test(value.trim()) ? null : t('profile.errors.cifNif')),
      website: (value) => (normalizeWebsite(value) === null ? t('profile.errors.website') : null),
    },
  });

  const submit = form.onSubmit((values) => {
    const website = normalizeWebsite(values.website) ?? '';
    // Show the address as it is saved (`example.com` becomes `https://example.com/`).
    form.setFieldValue('website', website);
    onSave({
      name: values.name.trim(),
      phone: values.phone,
      company: {
        name: values.companyName.trim(),
        cifNif: values.cifNif.trim().toUpperCase(),
        industry: values.industry,
        size: values.size,
      },
      website,
      address: values.address.trim(),
    });
  }, focusInvalidField);

  return (
    <>
      <PageHeader title={t('profile.title')} intro={t('profile.intro')} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <FormSection id="profile-you" title={t('profile.you')}>
            <TextInput
              label={t('profile.name')}
              required
              autoComplete="name"
              maxLength={PROFILE_LIMITS.name}
              {...form.getInputProps('name')}
            />
            <PhoneField
              label={t('profile.phone')}
              required
              name="phone"
              value={form.values.phone}
              onChange={(next) => form.setFieldValue('phone', next)}
              error={form.errors.phone}
            />
          </FormSection>

          <FormSection id="profile-company" title={t('profile.company')}>
            <TextInput
              label={t('profile.companyName')}
              required
              autoComplete="organization"
              maxLength={PROFILE_LIMITS.companyName}
              {...form.getInputProps('companyName')}
            />
            <TextInput label={t('profile.cifNif')} maxLength={PROFILE_LIMITS.cifNif} dir="ltr" {...form.getInputProps('cifNif')} />
            <NativeSelect
              label={t('profile.industry')}
              data={[
                { value: '', label: t('profile.industryEmpty') },
                ...INDUSTRIES.map((value) => ({ value, label: t(`profile.industries.${value}`) })),
              ]}
              {...form.getInputProps('industry')}
            />
            <NativeSelect
              label={t('profile.size')}
              data={[
                { value: '', label: t('profile.sizeEmpty') },
                ...COMPANY_SIZES.map((value) => ({ value, label: t(`profile.sizes.${value}`) })),
              ]}
              {...form.getInputProps('size')}
            />
            <UrlInput
              label={t('profile.website')}
              description={t('profile.websiteDescription', { url: isolate(t('profile.websiteExample')) })}
              maxLength={PROFILE_LIMITS.website}
              {...form.getInputProps('website')}
            />
            <TextInput
              label={t('profile.address')}
              autoComplete="address-line1"
              maxLength={PROFILE_LIMITS.address}
              {...form.getInputProps('address')}
            />
          </FormSection>

          <SaveBar state={save} successText={t('profile.saved')} saveLabel={t('profile.save')} />
        </Stack>
      </form>
    </>
  );
}
