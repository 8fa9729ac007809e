import { describe, expect, it } from 'vitest';
import { applyUpdate, readUpdateAnswer } from '@/api/accountUpdates';
import type { User } from '@/lib/types';

const user = { id: 1, name: 'Lucía', email: 'demo@example.com', phone: '+34600111222', iaprompt: 'Old' } as User;

describe('an account update answer (the spec gives none: any 2xx is success)', () => {
  it('takes the user when the server sent one', () => {
    expect(readUpdateAnswer(JSON.stringify({ user, message: 'ok' }))).toEqual({ user, message: 'ok' });
  });
  it.each([
    ['no body (204)', ''],
    ['{ success: true }', '{"success":true}'],
    ['a user without an e-mail', '{"user":{"name":"x"}}'],
    ['text that is not JSON', 'OK'],
    ['JSON null', 'null'],
  ])('is a success without data for %s', (_name, text) => {
    expect(readUpdateAnswer(text)).toEqual({});
  });
  it('applies the change in place when the answer has no user', () => {
    expect(applyUpdate(user, 'Email', { newEmail: 'new@example.com' }).email).toBe('new@example.com');
    expect(applyUpdate(user, 'Phone', { newPhone: '+34611222333' }).phone).toBe('+34611222333');
    expect(applyUpdate(user, 'Iaprompt', { newIaprompt: 'New', locale: 'en' }).iaprompt).toBe('New');
    expect(applyUpdate(user, 'Password', { currentPassword: 'a', newPassword: 'b' })).toEqual(user);
  });
});
