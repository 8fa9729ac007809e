/**
 * What the test chat's agent listens for, in English, Spanish and Arabic: the words that trigger
 * each of its rules, the ordinals that pick an offered slot, and the names of the weekdays. Every
 * word is normalised and stemmed as a caller's message is (src/lib/studio/text.ts).
 */
import { normalizeText, stemWord } from '../../src/lib/studio/text.ts';
import type { Weekday } from '../../src/lib/studio/types.ts';

const words = (list: string) => new Set(list.split(' ').map((word) => stemWord(normalizeText(word))));

/** The words that trigger each rule (normalised; en, es, ar). */
export const INTENTS = {
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
export const ORDINALS = ORDINAL_WORDS.map(stemAll);
export const DAY_WORDS = Object.fromEntries(Object.entries(DAY_NAMES).map(([day, names]) => [day, stemAll(names)])) as Record<
  Weekday,
  string[]
>;
