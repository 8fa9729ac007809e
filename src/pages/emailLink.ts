import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { genericErrorMessage } from '@/api/errors';
import type { Message } from '@/lib/message';

/** The state of an "e-mail me a link" form, as `EmailLinkForm` takes it. */
export interface EmailLinkRequest {
  onSubmit: (email: string) => void;
  submitting: boolean;
  /** The server's answer once a link was sent. */
  sentMessage: string | null;
  error: Message | null;
}

/**
 * Asks the server to e-mail a link (a password reset, a new verification link) through its
 * mutation (`src/api/authQueries.ts`): submitting while it runs, then its answer or the error of
 * the call (a new request clears the last one's).
 */
export function useEmailLinkRequest(options: UseMutationOptions<{ message: string }, Error, string>): EmailLinkRequest {
  const mutation = useMutation(options);
  return {
    onSubmit: (email) => mutation.mutate(email),
    submitting: mutation.isPending,
    sentMessage: mutation.data?.message ?? null,
    error: mutation.isError ? genericErrorMessage(mutation.error) : null,
  };
}
