/**
 * The conversations behind the seeded call history: what the demo accounts' agent (a dental
 * clinic's receptionist, in Spanish, the accounts' language) and its callers say. Each script is
 * synthesized once, offline, into a recording (`scripts/make-call-recordings.ts`, espeak-ng and
 * ffmpeg, two voices); `recordings/timings.json` holds where each line starts and ends in it.
 * The generator gives every call with a recording one of the scripts of its outcome, so the
 * transcript is exactly what the recording says. Names are not spoken: the caller's name comes
 * from the clinic's records (the caller ID), so one script fits many callers.
 */
import type { CallOutcome, CallSentiment, CallSpeaker, ExtractedField } from '../../src/lib/calls.ts';
import type { LineSource } from '../../src/lib/studio/types.ts';

export interface ScriptLine {
  speaker: CallSpeaker;
  text: string;
  /**
   * An agent line's source: the part of the setup it came from (as the studio's test chat names
   * it). `no_answer`: no answer of the setup covered what the caller had just asked (the agent
   * got by without one), so the caller line before it is a question for the questions inbox.
   */
  source?: LineSource;
}

export interface CallScript {
  id: string;
  outcome: CallOutcome;
  sentiment: CallSentiment;
  /** The one-line summary shown in the history. */
  summary: string;
  /** Fields the agent extracted (besides the caller's name and number, which every call has). */
  extracted: Partial<Record<ExtractedField, string>>;
  lines: ScriptLine[];
  /** The language the call is held in (BCP 47); absent: Spanish, the demo clinic's. */
  language?: string;
}

const agent = (text: string, kind: LineSource['kind']): ScriptLine => ({ speaker: 'agent', text, source: { kind } });
const caller = (text: string): ScriptLine => ({ speaker: 'caller', text });
const GREETING = 'Clínica Dental Sonrisa, buenos días. Le atiende la asistente virtual. ¿En qué puedo ayudarle?';

export const CALL_SCRIPTS: readonly CallScript[] = [
  {
    id: 'booking-cleaning',
    outcome: 'appointment_booked',
    sentiment: 'positive',
    summary: 'Cita de limpieza dental reservada para el jueves a las 10:00.',
    extracted: { reason: 'Limpieza dental', requestedDate: 'Jueves, 10:00' },
    lines: [
      agent(GREETING, 'instructions'),
      caller('Hola, quería pedir cita para una limpieza dental.'),
      agent(
        'Por supuesto. Tengo hueco el jueves a las diez de la mañana o el viernes a las cinco de la tarde. ¿Cuál le viene mejor?',
        'booking',
      ),
      caller('El jueves a las diez, perfecto.'),
      agent(
        'Hecho. Le espero el jueves a las diez para su limpieza. Le enviaremos un recordatorio por mensaje el día anterior.',
        'booking',
      ),
      caller('Muy bien, muchas gracias.'),
      agent('A usted. Que tenga un buen día.', 'instructions'),
    ],
  },
  {
    id: 'booking-pain',
    outcome: 'appointment_booked',
    sentiment: 'neutral',
    summary: 'Dolor de muelas: cita de urgencia reservada para hoy a las 17:30.',
    extracted: { reason: 'Dolor de muelas (urgencia)', requestedDate: 'Hoy, 17:30' },
    lines: [
      agent(GREETING, 'instructions'),
      caller('Buenas, tengo un dolor de muelas muy fuerte desde ayer.'),
      agent('Lo siento mucho. Tenemos un hueco de urgencias hoy a las cinco y media de la tarde. ¿Le va bien?', 'booking'),
      caller('Sí, sí, allí estaré.'),
      agent(
        'Reservado para hoy a las cinco y media. Si el dolor empeora, puede tomar un analgésico de los habituales mientras tanto.',
        'booking',
      ),
      caller('Gracias, hasta luego.'),
    ],
  },
  {
    id: 'move-appointment',
    outcome: 'appointment_booked',
    sentiment: 'positive',
    summary: 'Cita de revisión movida del martes al miércoles a las 12:00.',
    extracted: { reason: 'Cambio de cita de revisión', requestedDate: 'Miércoles, 12:00' },
    lines: [
      agent(GREETING, 'instructions'),
      caller('Hola, tengo cita el martes para una revisión y no voy a poder ir. ¿Se puede cambiar?'),
      agent('Claro que sí. Le puedo ofrecer el miércoles a las doce del mediodía.', 'booking'),
      caller('El miércoles me viene genial.'),
      agent('Listo, su revisión queda el miércoles a las doce y he anulado la del martes.', 'booking'),
      caller('Estupendo, gracias.'),
    ],
  },
  {
    id: 'lead-implant',
    outcome: 'lead_qualified',
    sentiment: 'positive',
    summary: 'Interesado en implantes dentales; pide presupuesto y que le llamen.',
    extracted: { reason: 'Presupuesto de implantes', email: 'paciente@correo.es' },
    lines: [
      agent(GREETING, 'instructions'),
      caller('Quería información sobre implantes dentales y cuánto cuestan más o menos.'),
      agent(
        'El precio depende de cada caso, por eso la primera consulta de valoración es gratuita. ¿Quiere que el doctor le prepare un presupuesto?',
        'no_answer',
      ),
      caller('Sí, me interesa. Mejor que me llamen por la tarde.'),
      agent('Anotado. Le llamaremos por la tarde para darle cita de valoración.', 'message'),
    ],
  },
  {
    id: 'info-hours',
    outcome: 'information',
    sentiment: 'neutral',
    summary: 'Pregunta por el horario de los sábados.',
    extracted: { reason: 'Horario' },
    lines: [
      agent(GREETING, 'instructions'),
      caller('Hola, ¿abren los sábados?'),
      agent('Sí, los sábados abrimos de nueve a dos. De lunes a viernes, de nueve a nueve sin cerrar a mediodía.', 'hours'),
      caller('Vale, muchas gracias.'),
    ],
  },
  {
    id: 'info-insurance',
    outcome: 'information',
    sentiment: 'positive',
    summary: 'Pregunta si trabajan con su seguro dental; se le confirma que sí.',
    extracted: { reason: 'Seguro dental' },
    lines: [
      agent(GREETING, 'instructions'),
      caller('Buenas tardes, ¿trabajan con seguros dentales?'),
      agent('Sí, trabajamos con las principales aseguradoras. Traiga su tarjeta el día de la cita y lo gestionamos nosotros.', 'no_answer'),
      caller('Perfecto, entonces pediré cita la semana que viene.'),
      agent('Cuando quiera. Puede llamarnos a cualquier hora.', 'instructions'),
    ],
  },
  {
    id: 'transfer-invoice',
    outcome: 'transferred',
    sentiment: 'negative',
    summary: 'Reclama un cargo duplicado en su factura; transferida a recepción.',
    extracted: { reason: 'Factura con cargo duplicado' },
    lines: [
      agent(GREETING, 'instructions'),
      caller('Me han cobrado dos veces el último tratamiento y quiero hablar con alguien.'),
      agent('Entiendo su malestar. Le paso ahora mismo con la recepción para que lo revisen con usted.', 'transfer'),
      caller('Gracias.'),
    ],
  },
  {
    id: 'voicemail-callback',
    outcome: 'voicemail',
    sentiment: 'neutral',
    summary: 'Mensaje fuera de horario: pide que le devuelvan la llamada.',
    extracted: { reason: 'Devolver la llamada' },
    lines: [
      agent('Clínica Dental Sonrisa. Ahora mismo estamos cerrados. Deje su mensaje y le llamaremos mañana a primera hora.', 'message'),
      caller('Hola, llamo por la cita de mi hija. Llámenme mañana, por favor. Gracias.'),
    ],
  },
  {
    id: 'spam-energy',
    outcome: 'spam',
    sentiment: 'negative',
    summary: 'Llamada comercial de una compañía eléctrica; finalizada.',
    extracted: { company: 'Oferta de energía' },
    lines: [
      agent(GREETING, 'instructions'),
      caller('Buenos días, le llamo de su compañía de la luz para ofrecerle un descuento en su factura.'),
      agent('Gracias, pero la clínica no está interesada. Que tenga un buen día.', 'instructions'),
    ],
  },
];

/**
 * What the agent says on a line's test call (go-live), in the account's call language: a short
 * greeting that tells the owner the forwarding works. Not in CALL_SCRIPTS, so the generated
 * history never gives an ordinary call one of them.
 */
export const TEST_GREETING_SCRIPTS: readonly CallScript[] = (
  [
    [
      'es',
      'Llamada de prueba: la asistente atendió la llamada desviada desde su línea.',
      'Hola, soy su asistente virtual. Esta es la llamada de prueba: su línea ya se desvía hacia mí y estoy lista para atender a sus clientes.',
    ],
    [
      'en',
      'Test call: the assistant answered the call forwarded from your line.',
      'Hello, this is your virtual assistant. This is your test call: your line now forwards to me, and I am ready to answer your callers.',
    ],
    [
      'fr',
      "Appel de test : l'assistante a répondu à l'appel renvoyé depuis votre ligne.",
      "Bonjour, je suis votre assistante virtuelle. Ceci est l'appel de test : votre ligne est maintenant renvoyée vers moi, et je suis prête à répondre à vos clients.",
    ],
    [
      'de',
      'Testanruf: Die Assistentin hat den von Ihrer Leitung weitergeleiteten Anruf angenommen.',
      'Hallo, hier ist Ihre virtuelle Assistentin. Dies ist der Testanruf: Ihre Leitung wird jetzt an mich weitergeleitet, und ich bin bereit, Ihre Anrufer zu bedienen.',
    ],
  ] as const
).map(([language, summary, greeting]) => ({
  id: `test-greeting-${language}`,
  outcome: 'information',
  sentiment: 'positive',
  summary,
  extracted: {},
  lines: [agent(greeting, 'instructions')],
  language,
}));

/** The test greeting in a call language, Spanish when there is none in it. */
export const testGreetingScript = (language: string): CallScript =>
  TEST_GREETING_SCRIPTS.find((script) => script.language === language) ?? TEST_GREETING_SCRIPTS[0]!;

export const SCRIPTS_BY_ID = new Map([...CALL_SCRIPTS, ...TEST_GREETING_SCRIPTS].map((script) => [script.id, script]));
