/**
 * The test chat's agent: a deterministic stand-in for the real one (docs/studio.md lists its
 * rules). It answers from a setup (the draft in the test chat and scenarios, the live version for
 * the questions inbox), and every line says where it came from. `prepareAgent` normalises and
 * indexes the answers once; a reply then looks only at the answers sharing a word with the message.
 */
import { contentWords, normalizeText, stemWord, textWords } from '../../src/lib/studio/text.ts';
import { formatRanges, minutesOf } from '../../src/lib/studio/limits.ts';
import type {
  Answer,
  ChatLine,
  ChatState,
  LineSource,
  StudioLanguage,
  StudioSetup,
  TimeRange,
  Weekday,
} from '../../src/lib/studio/types.ts';
import { WEEKDAYS } from '../../src/lib/studio/types.ts';
import { addDays, localMoment, rangesOn, weekdayOfDate, zonedInstant } from './time.ts';

const PHRASES = {
  en: {
    greeting: 'Hello, you have reached {name}. How can I help you?',
    openNow: 'We are open now, until {end}.',
    closedNow: 'We are closed right now{why}. We open again {when}.',
    closedNoReopen: 'We are closed right now{why}.',
    dayOpen: 'On {day} we are open {ranges}.',
    dayClosed: 'On {day} we are closed{why}.',
    holiday: ' ({label})',
    offer: 'I can offer you: {slots}. Which one suits you?',
    noSlots: 'I have no free appointments in the next {days} days.',
    noBooking: 'I cannot book appointments over the phone.',
    booked: 'Done: your appointment is booked for {slot}.',
    reoffer: 'Sorry, which one: {slots}?',
    transfer: 'I am putting you through to a person now ({number}).',
    noTransfer: 'I cannot put you through to a person.',
    closedNoTransfer: 'We are closed right now, so I cannot put you through to a person.',
    askMessage: 'Can I take a message? Tell me your name, your number and what you need.',
    noAnswer: 'I am sorry, I do not have an answer to that.',
    callBack: 'Please call again during our opening hours.',
    taken: 'Thank you, I have taken your message and we will get back to you.',
    address: 'We are at {address}.',
    phone: 'Our phone number is {phone}.',
    website: 'Our website is {website}.',
    price: '{service}: {price} €.',
    priceOnRequest: '{service}: the price depends on each case.',
  },
  es: {
    greeting: 'Hola, ha llamado a {name}. ¿En qué puedo ayudarle?',
    openNow: 'Ahora estamos abiertos, hasta las {end}.',
    closedNow: 'Ahora mismo estamos cerrados{why}. Volvemos a abrir {when}.',
    closedNoReopen: 'Ahora mismo estamos cerrados{why}.',
    dayOpen: 'El {day} abrimos {ranges}.',
    dayClosed: 'El {day} estamos cerrados{why}.',
    holiday: ' ({label})',
    offer: 'Le puedo ofrecer: {slots}. ¿Cuál le viene mejor?',
    noSlots: 'No tengo citas libres en los próximos {days} días.',
    noBooking: 'No puedo reservar citas por teléfono.',
    booked: 'Hecho: su cita queda reservada para el {slot}.',
    reoffer: 'Perdone, ¿cuál de estas: {slots}?',
    transfer: 'Le paso ahora mismo con una persona ({number}).',
    noTransfer: 'No puedo pasarle con una persona.',
    closedNoTransfer: 'Ahora mismo estamos cerrados, así que no puedo pasarle con una persona.',
    askMessage: '¿Quiere dejar un mensaje? Dígame su nombre, su número y qué necesita.',
    noAnswer: 'Lo siento, no tengo respuesta para eso.',
    callBack: 'Por favor, vuelva a llamar en nuestro horario de apertura.',
    taken: 'Gracias, he tomado nota de su mensaje y le llamaremos.',
    address: 'Estamos en {address}.',
    phone: 'Nuestro teléfono es {phone}.',
    website: 'Nuestra web es {website}.',
    price: '{service}: {price} €.',
    priceOnRequest: '{service}: el precio depende de cada caso.',
  },
  ar: {
    greeting: 'مرحبًا، لقد اتصلت بـ {name}. كيف يمكنني مساعدتك؟',
    openNow: 'نحن مفتوحون الآن حتى الساعة {end}.',
    closedNow: 'نحن مغلقون الآن{why}. نفتح مجددًا {when}.',
    closedNoReopen: 'نحن مغلقون الآن{why}.',
    dayOpen: 'يوم {day} نفتح {ranges}.',
    dayClosed: 'يوم {day} نحن مغلقون{why}.',
    holiday: ' ({label})',
    offer: 'يمكنني أن أعرض عليك: {slots}. أيّها يناسبك؟',
    noSlots: 'لا توجد مواعيد متاحة خلال الأيام الـ{days} القادمة.',
    noBooking: 'لا يمكنني حجز المواعيد عبر الهاتف.',
    booked: 'تم: موعدك محجوز يوم {slot}.',
    reoffer: 'عذرًا، أيّ موعد: {slots}؟',
    transfer: 'سأحوّلك الآن إلى أحد الموظفين ({number}).',
    noTransfer: 'لا يمكنني تحويلك إلى أحد الموظفين.',
    closedNoTransfer: 'نحن مغلقون الآن، لذلك لا يمكنني تحويلك إلى أحد الموظفين.',
    askMessage: 'هل تريد ترك رسالة؟ أخبرني باسمك ورقمك وما تحتاجه.',
    noAnswer: 'عذرًا، ليست لدي إجابة عن ذلك.',
    callBack: 'يرجى الاتصال مجددًا خلال ساعات العمل.',
    taken: 'شكرًا، لقد دوّنت رسالتك وسنعاود الاتصال بك.',
    address: 'عنواننا {address}.',
    phone: 'رقم هاتفنا {phone}.',
    website: 'موقعنا الإلكتروني {website}.',
    price: '{service}: {price} يورو.',
    priceOnRequest: '{service}: يعتمد السعر على كل حالة.',
  },
} as const satisfies Record<StudioLanguage, Record<string, string>>;

type PhraseKey = keyof (typeof PHRASES)['en'];

const fill = (lang: StudioLanguage, key: PhraseKey, vars: Record<string, string> = {}) =>
  PHRASES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');

const words = (list: string) => new Set(list.split(' ').map((word) => stemWord(normalizeText(word))));

/** The words that trigger each rule (normalised; en, es, ar). */
const INTENTS = {
  transfer: words(
    'person human someone somebody operator receptionist staff persona humano alguien recepcion recepcionista operador encargado شخص موظف انسان',
  ),
  urgency: words('urgent emergency urgente urgencia emergencia عاجل طوارئ'),
  booking: words('appointment appointments book booking cita citas reservar reserva turno hueco موعد حجز'),
  hours: words(
    'open opening hours close closed closing abren abre abierto abiertos abierta horario horarios cierran cierra cerrado cerrados مفتوح مفتوحون ساعات تفتحون دوام مغلق',
  ),
  message: words('message mensaje recado رساله'),
  address: words('address where located direccion donde ubicacion عنوان اين'),
  phone: words('phone telephone number telefono هاتف'),
  website: words('website web site pagina موقع'),
  price: words('price prices cost costs much precio precios cuesta cuestan cuanto vale tarifa سعر اسعار تكلفه كم'),
  yes: words('yes ok okay sure fine si vale perfecto bien claro نعم حسنا موافق'),
};

const ORDINAL_WORDS: readonly (readonly string[])[] = [
  ['1', 'first', 'one', 'primera', 'primero', 'uno', 'una', 'الاول', 'الاولي'],
  ['2', 'second', 'two', 'segunda', 'segundo', 'dos', 'الثاني', 'الثانيه'],
  ['3', 'third', 'three', 'tercera', 'tercero', 'tres', 'الثالث', 'الثالثه'],
];

const DAY_NAMES: Record<Weekday, readonly string[]> = {
  mon: ['monday', 'mondays', 'lunes', 'الاثنين'],
  tue: ['tuesday', 'tuesdays', 'martes', 'الثلاثاء'],
  wed: ['wednesday', 'wednesdays', 'miercoles', 'الاربعاء'],
  thu: ['thursday', 'thursdays', 'jueves', 'الخميس'],
  fri: ['friday', 'fridays', 'viernes', 'الجمعه'],
  sat: ['saturday', 'saturdays', 'sabado', 'sabados', 'السبت'],
  sun: ['sunday', 'sundays', 'domingo', 'domingos', 'الاحد'],
};

const stemAll = (list: readonly string[]) => list.map((word) => stemWord(normalizeText(word)));
const ORDINALS = ORDINAL_WORDS.map(stemAll);
const DAY_WORDS = Object.fromEntries(Object.entries(DAY_NAMES).map(([day, names]) => [day, stemAll(names)])) as Record<Weekday, string[]>;

const LOCALE: Record<StudioLanguage, string> = { en: 'en-GB', es: 'es-ES', ar: 'ar-u-nu-latn' };

interface IndexedPhrase {
  answer: Answer;
  normalized: string;
  words: string[];
}

export interface PreparedAgent {
  setup: StudioSetup;
  /** The best answer for a text in a language, or null (exact phrase first, then shared words). */
  match(text: string, language: StudioLanguage): Answer | null;
  /** The agent's lines for one caller message, and the conversation's next state. */
  reply(message: string, language: StudioLanguage, state: ChatState | null, now: number): { lines: ChatLine[]; state: ChatState };
  /** Whether the agent would answer a caller's question without falling back (answer, hours, booking, transfer or facts). */
  covers(text: string, language: StudioLanguage): { answerId: string | null } | null;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** Date formats are slow to create: one per language, zone and use. */
function dateFormat(key: string, create: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

export const INITIAL_STATE = (): ChatState => ({ turn: 0, pending: 'none', offered: [] });

/** How much of a phrase's words a message has (0..1); a phrase must share at least min(2, its words). */
function score(messageWords: ReadonlySet<string>, phrase: IndexedPhrase): number {
  if (!phrase.words.length) return 0;
  let shared = 0;
  for (const word of phrase.words) if (messageWords.has(word)) shared++;
  if (shared < Math.min(2, phrase.words.length)) return 0;
  return shared / phrase.words.length;
}

const MATCH_THRESHOLD = 0.6;

export function prepareAgent(setup: StudioSetup): PreparedAgent {
  const exact = new Map<string, Answer>();
  const byWord = new Map<string, IndexedPhrase[]>();
  for (const answer of setup.answers) {
    for (const text of [answer.question, ...answer.phrasings]) {
      const normalized = normalizeText(text);
      if (!normalized) continue;
      const key = `${answer.language}|${normalized}`;
      if (!exact.has(key)) exact.set(key, answer);
      const phrase: IndexedPhrase = { answer, normalized, words: [...new Set(contentWords(normalized))] };
      for (const word of phrase.words) {
        const list = byWord.get(`${answer.language}|${word}`);
        if (list) list.push(phrase);
        else byWord.set(`${answer.language}|${word}`, [phrase]);
      }
    }
  }
  const { hours, actions, facts } = setup;
  const zone = hours.timeZone;

  const match = (text: string, language: StudioLanguage): Answer | null => {
    const normalized = normalizeText(text);
    const direct = exact.get(`${language}|${normalized}`);
    if (direct) return direct;
    const messageWords = new Set(contentWords(normalized));
    let best: { answer: Answer; score: number } | null = null;
    const seen = new Set<IndexedPhrase>();
    for (const word of messageWords) {
      for (const phrase of byWord.get(`${language}|${word}`) ?? []) {
        if (seen.has(phrase)) continue;
        seen.add(phrase);
        const value = score(messageWords, phrase);
        if (value >= MATCH_THRESHOLD && (!best || value > best.score)) best = { answer: phrase.answer, score: value };
      }
    }
    return best?.answer ?? null;
  };

  const slotText = (ms: number, lang: StudioLanguage) =>
    dateFormat(
      `${lang}|${zone}|slot`,
      () =>
        new Intl.DateTimeFormat(LOCALE[lang], {
          timeZone: zone,
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
    ).format(new Date(ms));
  const dayText = (date: string, lang: StudioLanguage) =>
    dateFormat(
      `${lang}|day`,
      () => new Intl.DateTimeFormat(LOCALE[lang], { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
    ).format(new Date(`${date}T12:00:00Z`));

  /** The next moment the business opens after `now` (within two weeks), or null. */
  const nextOpening = (now: number): { date: string; start: string } | null => {
    const local = localMoment(now, zone);
    for (let offset = 0; offset < 14; offset++) {
      const date = addDays(local.date, offset);
      for (const range of rangesOn(hours, date).ranges) {
        if (offset > 0 || minutesOf(range.start) > local.minutes) return { date, start: range.start };
      }
    }
    return null;
  };

  const openNow = (now: number): TimeRange | null => {
    const local = localMoment(now, zone);
    return (
      rangesOn(hours, local.date).ranges.find((range) => minutesOf(range.start) <= local.minutes && local.minutes < minutesOf(range.end)) ??
      null
    );
  };

  const hoursLine = (normalized: string, lang: StudioLanguage, now: number): ChatLine => {
    const list = textWords(normalized);
    const named = WEEKDAYS.find((day) => DAY_WORDS[day].some((word) => list.includes(word)));
    const local = localMoment(now, zone);
    if (named) {
      let date = local.date;
      while (weekdayOfDate(date) !== named) date = addDays(date, 1);
      const { ranges, exception } = rangesOn(hours, date);
      const why = exception?.label ? fill(lang, 'holiday', { label: exception.label }) : '';
      const day = dayText(date, lang);
      if (!ranges.length)
        return {
          speaker: 'agent',
          text: fill(lang, 'dayClosed', { day, why }),
          source: { kind: 'hours', closed: true, ...(exception ? { label: exception.label } : {}) },
        };
      return {
        speaker: 'agent',
        text: fill(lang, 'dayOpen', { day, ranges: formatRanges(ranges) }),
        source: { kind: 'hours', closed: false, ...(exception ? { label: exception.label } : {}) },
      };
    }
    const open = openNow(now);
    if (open) return { speaker: 'agent', text: fill(lang, 'openNow', { end: open.end }), source: { kind: 'hours', closed: false } };
    const { exception } = rangesOn(hours, local.date);
    const why = exception?.label ? fill(lang, 'holiday', { label: exception.label }) : '';
    const next = nextOpening(now);
    const text = next
      ? fill(lang, 'closedNow', { why, when: `${dayText(next.date, lang)}, ${next.start}` })
      : fill(lang, 'closedNoReopen', { why });
    return { speaker: 'agent', text, source: { kind: 'hours', closed: true, ...(exception ? { label: exception.label } : {}) } };
  };

  const slots = (now: number): number[] => {
    const local = localMoment(now, zone);
    const found: number[] = [];
    const length = actions.booking.lengthMinutes;
    for (let offset = 0; offset <= actions.booking.aheadDays && found.length < 3; offset++) {
      const date = addDays(local.date, offset);
      const ranges = actions.booking.withinHours ? rangesOn(hours, date).ranges : [{ start: '09:00', end: '18:00' }];
      let earliest = offset === 0 ? local.minutes + 60 : 0;
      earliest = Math.ceil(earliest / 30) * 30;
      for (const range of ranges) {
        const start = Math.max(minutesOf(range.start), earliest);
        if (start + length <= minutesOf(range.end)) {
          found.push(zonedInstant(date, start, zone));
          break;
        }
      }
    }
    return found;
  };

  /** Whether a slot sent back by the client is one the rules allow (the state comes from the client). */
  const slotAllowed = (iso: string): boolean => {
    const ms = Date.parse(iso);
    if (!Number.isFinite(ms) || !actions.booking.enabled) return false;
    if (!actions.booking.withinHours) return true;
    const local = localMoment(ms, zone);
    const end = local.minutes + actions.booking.lengthMinutes;
    return rangesOn(hours, local.date).ranges.some((range) => minutesOf(range.start) <= local.minutes && end <= minutesOf(range.end));
  };

  const offerText = (offered: readonly string[], lang: StudioLanguage) =>
    offered.map((iso, index) => `${index + 1}) ${slotText(Date.parse(iso), lang)}`).join(', ');

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

  const bookingChoice = (normalized: string, offered: readonly string[]): string | null => {
    const list = textWords(normalized);
    for (const [index, forms] of ORDINALS.entries())
      if (index < offered.length && forms.some((form) => list.includes(form))) return offered[index] as string;
    for (const iso of offered) {
      const local = localMoment(Date.parse(iso), zone);
      const hh = String(Math.floor(local.minutes / 60)).padStart(2, '0');
      const mm = String(local.minutes % 60).padStart(2, '0');
      if (normalized.includes(`${hh} ${mm}`) || (mm === '00' && list.includes(String(Number(hh))))) return iso;
      if (DAY_WORDS[local.weekday].some((word) => list.includes(word))) return iso;
    }
    if (list.some((word) => INTENTS.yes.has(word))) return offered[0] ?? null;
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
