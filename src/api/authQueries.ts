/**
 * The public account pages' server calls as TanStack Query mutations (login, the e-mail
 * confirmation, the links e-mailed on request): each page runs them with `useMutation`, so their
 * progress, answer and error live in the query layer like every other call of the portal.
 */
import { mutationOptions } from '@tanstack/react-query';
import { login, verifyEmail } from './auth';
import { forgotPassword, resendVerification } from './signupAndRecovery';

export const authKeys = {
  all: ['auth'] as const,
  login: () => [...authKeys.all, 'login'] as const,
  verifyEmail: () => [...authKeys.all, 'verify-email'] as const,
  resendVerification: () => [...authKeys.all, 'resend-verification'] as const,
  forgotPassword: () => [...authKeys.all, 'forgot-password'] as const,
};

export const loginMutation = () => mutationOptions({ mutationKey: authKeys.login(), mutationFn: login });

/** The press on "Confirm" of an e-mailed link: the link's token, used once. */
export const verifyEmailMutation = () => mutationOptions({ mutationKey: authKeys.verifyEmail(), mutationFn: verifyEmail });

/** A new confirmation link for an address (the answer is the same for any address). */
export const resendVerificationMutation = () =>
  mutationOptions({ mutationKey: authKeys.resendVerification(), mutationFn: resendVerification });

/** A password reset link for an address (the answer is the same for any address). */
export const forgotPasswordMutation = () => mutationOptions({ mutationKey: authKeys.forgotPassword(), mutationFn: forgotPassword });
