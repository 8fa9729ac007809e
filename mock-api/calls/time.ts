/**
 * The time zone of the accounts with a call history (src/lib/accountTime.ts), under the names the
 * call code uses: its UTC offset, a day's start, a time's day.
 */
import { accountDay, accountDayStart, accountOffsetHours } from '../../src/lib/accountTime.ts';

export const madridOffset = accountOffsetHours;
export const madridDayStart = accountDayStart;
export const madridDay = accountDay;
