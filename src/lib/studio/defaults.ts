/** The setup an account starts from before it edits anything (the studio's "empty setup"). */
import type { StudioSetup } from './types.ts';

const localized = (text: string) => ({ en: text, es: text, ar: text });

/** Its company's name, Madrid, Monday to Friday 9:00 to 18:00, booking and messages on, no transfer. */
export function defaultSetup(account: { name: string; iaprompt: string; company?: { name: string } | null }, voiceId: string): StudioSetup {
  const nine = () => [{ start: '09:00', end: '18:00' }];
  return {
    voice: { voiceId, instructions: account.iaprompt },
    facts: { name: localized(account.company?.name || account.name), address: localized(''), phone: '', website: '', services: [] },
    hours: {
      timeZone: 'Europe/Madrid',
      week: { mon: nine(), tue: nine(), wed: nine(), thu: nine(), fri: nine(), sat: [], sun: [] },
      exceptions: [],
    },
    answers: [],
    actions: {
      booking: { enabled: true, lengthMinutes: 30, aheadDays: 30, withinHours: true },
      message: { enabled: true },
      transfer: { enabled: false, number: '', when: ['on_request'], urgencyWords: [] },
    },
  };
}
