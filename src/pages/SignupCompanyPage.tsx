import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate } from 'react-router';
import { SignupCompanyView } from '@/features/signup/SignupCompanyView';
import { SignupFrame } from '@/features/signup/SignupFrame';
import { PATHS } from '@/lib/routes';
import type { Company } from '@/lib/types';
import { hasUserData, setCompanyDataAtom, signupDraftAtom } from '@/state/signupDraft';
import { useLocalizedPath, useLocaleNavigate } from '@/ui/useLocale';

/** `/signup/company`, step 2. Without the data of step 1 it goes back to `/signup`. */
export default function SignupCompanyPage() {
  const draft = useAtomValue(signupDraftAtom);
  const setCompanyData = useSetAtom(setCompanyDataAtom);
  const navigate = useLocaleNavigate();
  const localize = useLocalizedPath();

  if (!hasUserData(draft.user)) return <Navigate replace to={localize(PATHS.signup)} />;

  const save = (company: Company, next: string) => {
    setCompanyData(company);
    void navigate(localize(next));
  };

  return (
    <SignupFrame step={2}>
      <SignupCompanyView
        initialValues={draft.company}
        onSubmit={(company) => save(company, PATHS.signupKyc)}
        onBack={(company) => save(company, PATHS.signup)}
      />
    </SignupFrame>
  );
}
