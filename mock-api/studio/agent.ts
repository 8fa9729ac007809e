/**
 * The test chat's agent: a deterministic stand-in for the real one (docs/studio.md lists its
 * rules). It answers from a setup (the draft in the test chat and scenarios, the live version for
 * the questions inbox), and every line says where it came from. `prepareAgent` normalises and
 * indexes the answers once; a reply then looks only at the answers sharing a word with the message.
 *
 * The agent's words are agentPhrases.ts (what it says) and agentIntents.ts (what it listens for);
 * answerMatcher (agentMatch.ts) finds an answer, agentCalendar (agentCalendar.ts) the hours and
 * the booking slots. This module holds the conversation: which rule answers a message.
 */
import { contentWords, normalizeText, stemWord, textWords } from '../../src/lib/studio/text.ts';
import type { Answer, ChatLine, ChatState, LineSource, StudioLanguage, StudioSetup } from '../../src/lib/studio/types.ts';
import { WEEKDAYS } from '../../src/lib/studio/types.ts';
import { agentCalendar } from './agentCalendar.ts';
import { DAY_WORDS, INTENTS } from './agentIntents.ts';
import { answerMatcher } from './agentMatch.ts';
import { fill } from './agentPhrases.ts';

export interface PreparedAgent {
  setup: StudioSetup;
  /** The best answer for a text in a language, or null (exact phrase first, then shared words). */
  match(text: string, language: StudioLanguage): Answer | null;
  /** The agent's lines for one caller message, and the conversation's next state. */
  reply(message: string, language: StudioLanguage, state: ChatState | null, now: number): { lines: ChatLine[]; state: ChatState };
  /** Whether the agent would answer a caller's question without falling back (answer, hours, booking, transfer or facts). */
  covers(text: string, language: StudioLanguage): { answerId: string | null } | null;
}

export const INITIAL_STATE = (): ChatState => ({ turn: 0, pending: 'none', offered: [] });

export function prepareAgent(setup: StudioSetup): PreparedAgent {
  const match = answerMatcher(setup.answers);
  const { actions, facts } = setup;
  const { openNow, hoursLine, slots, slotAllowed, slotText, offerText, bookingChoice } = agentCalendar(setup);

  const takeMessage = (lang: StudioLanguage, lines: ChatLine[], state: ChatState, lead: ChatLine): ChatState => {
    lines.push(lead);
    if (actions.message.enabled) {
      lines.push({ speaker: 'agent', text: fill(lang, 'askMessage'), source: { kind: 'message' } });
      return { ...state, pending: 'message', offered: [] };
    }
    lines.push({ speaker: 'agent', text: fill(lang, 'callBack'), source: lead.source ?? { kind: 'no_answer' } });
    return { ...state, pending: 'none', offered: [] };
  };

  const transferLines = (
    lang: StudioLanguage,
    trigger: 'on_request' | 'on_urgency',
    now: number,
    lines: ChatLine[],
    state: ChatState,
  ): ChatState => {
    const { transfer } = actions;
    const source = (transferred: boolean): LineSource => ({ kind: 'transfer', transferred });
    if (!transfer.enabled || !transfer.when.includes(trigger))
      return takeMessage(lang, lines, state, { speaker: 'agent', text: fill(lang, 'noTransfer'), source: source(false) });
    if (!openNow(now))
      return takeMessage(lang, lines, state, { speaker: 'agent', text: fill(lang, 'closedNoTransfer'), source: source(false) });
    lines.push({ speaker: 'agent', text: fill(lang, 'transfer', { number: transfer.number }), source: source(true) });
    return { ...state, pending: 'none', offered: [] };
  };

  const has = (list: readonly string[], set: ReadonlySet<string>) => list.some((word) => set.has(word));

  const factsLine = (list: readonly string[], normalized: string, lang: StudioLanguage): ChatLine | null => {
    const fact = (text: string): ChatLine => ({ speaker: 'agent', text, source: { kind: 'facts' } });
    if (has(list, INTENTS.price)) {
      const service = facts.services.find((s) =>
        Object.values(s.name).some((name) => {
          const n = normalizeText(name);
          return n !== '' && contentWords(n).some((word) => list.includes(word));
        }),
      );
      if (service) {
        const name = service.name[lang] || service.name.es || service.name.en || service.name.ar;
        return {
          ...fact(
            service.price === null
              ? fill(lang, 'priceOnRequest', { service: name })
              : fill(lang, 'price', { service: name, price: String(service.price) }),
          ),
          source: { kind: 'facts', label: name },
        };
      }
      return null;
    }
    const address = facts.address[lang] || facts.address.es || facts.address.en;
    if (has(list, INTENTS.address) && address) return fact(fill(lang, 'address', { address }));
    if (has(list, INTENTS.website) && facts.website) return fact(fill(lang, 'website', { website: facts.website }));
    if (has(list, INTENTS.phone) && facts.phone && !normalized.includes('whatsapp'))
      return fact(fill(lang, 'phone', { phone: facts.phone }));
    return null;
  };

  const greeting = (lang: StudioLanguage): ChatLine => {
    const line = /^\s*(greeting|saludo|تحية)\s*:\s*(.+)$/imu.exec(setup.voice.instructions);
    const name = facts.name[lang] || facts.name.es || facts.name.en || facts.name.ar;
    return { speaker: 'agent', text: line?.[2]?.trim() || fill(lang, 'greeting', { name }), source: { kind: 'instructions' } };
  };

  const reply: PreparedAgent['reply'] = (message, lang, previous, now) => {
    const lines: ChatLine[] = [];
    let state: ChatState = previous ? { ...previous, offered: [...previous.offered] } : INITIAL_STATE();
    if (!previous) lines.push(greeting(lang));
    const text = message.trim();
    if (!text) return { lines, state };
    state.turn += 1;
    const normalized = normalizeText(text);
    const list = textWords(normalized);
    const set = new Set(list);
    if (state.pending === 'booking') {
      const chosen = bookingChoice(normalized, state.offered.filter(slotAllowed));
      if (chosen) {
        lines.push({
          speaker: 'agent',
          text: fill(lang, 'booked', { slot: slotText(Date.parse(chosen), lang) }),
          source: { kind: 'booking', booked: chosen },
        });
        return { lines, state: { ...state, pending: 'none', offered: [] } };
      }
    }
    if (state.pending === 'message') {
      lines.push({ speaker: 'agent', text: fill(lang, 'taken'), source: { kind: 'message', taken: true } });
      return { lines, state: { ...state, pending: 'none', offered: [] } };
    }
    const urgencyWords = new Set([...INTENTS.urgency, ...actions.transfer.urgencyWords.map((word) => stemWord(normalizeText(word)))]);
    if (list.some((word) => urgencyWords.has(word)) && actions.transfer.enabled && actions.transfer.when.includes('on_urgency')) {
      return { lines, state: transferLines(lang, 'on_urgency', now, lines, state) };
    }
    const answer = match(text, lang);
    if (answer) {
      lines.push({ speaker: 'agent', text: answer.answer, source: { kind: 'answer', answerId: answer.id, label: answer.question } });
      return { lines, state: { ...state, pending: 'none', offered: [] } };
    }
    if (has(list, INTENTS.transfer)) return { lines, state: transferLines(lang, 'on_request', now, lines, state) };
    if (has(list, INTENTS.booking) || state.pending === 'booking') {
      if (!actions.booking.enabled)
        return {
          lines,
          state: takeMessage(lang, lines, state, { speaker: 'agent', text: fill(lang, 'noBooking'), source: { kind: 'booking' } }),
        };
      const offered = slots(now).map((ms) => new Date(ms).toISOString());
      if (!offered.length)
        return {
          lines,
          state: takeMessage(lang, lines, state, {
            speaker: 'agent',
            text: fill(lang, 'noSlots', { days: String(actions.booking.aheadDays) }),
            source: { kind: 'booking' },
          }),
        };
      const again = state.pending === 'booking' && !has(list, INTENTS.booking);
      lines.push({
        speaker: 'agent',
        text: fill(lang, again ? 'reoffer' : 'offer', { slots: offerText(offered, lang) }),
        source: { kind: 'booking' },
      });
      return { lines, state: { ...state, pending: 'booking', offered } };
    }
    if (has(list, INTENTS.hours) || WEEKDAYS.some((day) => DAY_WORDS[day].some((word) => set.has(word)))) {
      lines.push(hoursLine(normalized, lang, now));
      return { lines, state: { ...state, pending: 'none', offered: [] } };
    }
    const factLine = factsLine(list, normalized, lang);
    if (factLine) {
      lines.push(factLine);
      return { lines, state: { ...state, pending: 'none', offered: [] } };
    }
    if (has(list, INTENTS.message) && actions.message.enabled) {
      lines.push({ speaker: 'agent', text: fill(lang, 'askMessage'), source: { kind: 'message' } });
      return { lines, state: { ...state, pending: 'message', offered: [] } };
    }
    state = takeMessage(lang, lines, state, { speaker: 'agent', text: fill(lang, 'noAnswer'), source: { kind: 'no_answer' } });
    return { lines, state };
  };

  const covers: PreparedAgent['covers'] = (text, lang) => {
    const answer = match(text, lang);
    if (answer) return { answerId: answer.id };
    const list = textWords(normalizeText(text));
    const set = new Set(list);
    const intents = [INTENTS.transfer, INTENTS.urgency, INTENTS.booking, INTENTS.hours];
    if (intents.some((intent) => has(list, intent)) || WEEKDAYS.some((day) => DAY_WORDS[day].some((word) => set.has(word))))
      return { answerId: null };
    if (factsLine(list, normalizeText(text), lang)) return { answerId: null };
    return null;
  };

  return { setup, match, reply, covers };
}
