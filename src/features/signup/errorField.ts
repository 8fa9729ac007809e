import { SIGNUP_ERROR_CODES } from '@/lib/serverMessages';
import type { PersonalField } from './SignupPersonalView';

/** The step-1 field a signup error code belongs to (400_001 e-mail taken, 400_002 phone taken). */
export function fieldOfSignupCode(code: string | undefined): PersonalField | null {
  if (code === SIGNUP_ERROR_CODES.emailExists) return 'email';
  if (code === SIGNUP_ERROR_CODES.phoneExists) return 'phone';
  return null;
}
