import type { Decorator } from '@storybook/react-vite';
import { SignupFrame, type SignupStep } from '@/features/signup/SignupFrame';

/** A signup step's view inside the signup frame, as its page shows it (the steps, this one marked). */
export const atSignupStep =
  (step: SignupStep): Decorator =>
  (Story) => (
    <SignupFrame step={step}>
      <Story />
    </SignupFrame>
  );
