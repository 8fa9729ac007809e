import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { resendVerification } from '@/api/signupAndRecovery';
import { verifyEmail, type VerifyResult } from '@/api/auth';
import { errorInfo, verifyErrorMessage } from '@/api/errors';
import { VerifyEmailView, type VerifyState } from '@/features/auth/VerifyEmailView';
import { PATHS } from '@/lib/routes';
import { useLocalizedPath } from '@/ui/useLocale';
import { useEmailLinkRequest } from './emailLink';

/**
 * A link works once, so each token is sent once per page load (React's development double
 * effects, or a remount, reuse the same answer instead of "already used").
 */
const verifications = new Map<string, Promise<VerifyResult>>();

function verifyOnce(token: string): Promise<VerifyResult> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    verifications.set(token, pending);
  }
  return pending;
}

/** `/verify-email?token=`: confirms the account of the e-mailed link and shows the result. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const localize = useLocalizedPath();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: VerifyState } | null>(null);
  const resend = useEmailLinkRequest(resendVerification);
  const key = `${token}#${attempt}`;

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyOnce(token).then(
      () => {
        if (current) setResult({ key, state: { status: 'verified' } });
      },
      (caught: unknown) => {
        const info = errorInfo(caught);
        // Only a failure without the server's answer may be tried again; its "no" is final.
        const retry = info.network || (info.status ?? 0) >= 500;
        if (retry) verifications.delete(token);
        if (current) setResult({ key, state: { status: 'error', error: verifyErrorMessage(caught), retry } });
      },
    );
    return () => {
      current = false;
    };
  }, [token, key]);

  const state: VerifyState = !token ? { status: 'noToken' } : result?.key === key ? result.state : { status: 'verifying' };

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <VerifyEmailView
      state={state}
      onRetry={retry}
      loginHref={state.status === 'verified' ? `${localize(PATHS.login)}?confirmed=true` : localize(PATHS.login)}
      homeHref={localize('/')}
      resend={resend}
    />
  );
}
