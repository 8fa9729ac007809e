/**
 * `node scripts/make-guide-media.ts`: regenerates the media of the guide page (spec section 2)
 * in public/, with the names src/lib/guideMedia.ts expects:
 *
 * - public/videos/vozly-guide-{en,es}.{webm,mp4}: a narrated walkthrough of how the service
 *   works, eight titled slides (HTML rendered to PNG by Chromium through Playwright), spoken by
 *   espeak-ng and assembled by ffmpeg (WebM with VP9 and Opus; MP4 with H.264 and AAC);
 * - public/videos/vozly-guide-{en,es}-poster.jpg: the first slide, shown before playing;
 * - public/videos/vozly-guide-en.{en,ar}.vtt and vozly-guide-es.es.vtt: WebVTT captions, one cue
 *   per spoken sentence, timed from the synthesized audio (the Arabic captions translate the
 *   English narration);
 * - public/downloads/vozly-guide-{en,es,ar}.pdf: the exclusive guide, HTML printed to A4 PDF by
 *   Chromium, with the plan's terms taken from src/lib/annualPlanTerms.ts.
 *
 * Needs ffmpeg, ffprobe and espeak-ng (Debian packages) and Chromium (CHROME_PATH or
 * /usr/bin/chromium). Options: `--only=videos` or `--only=pdf`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { captionsPath, pdfFileName, videoBase, type MediaLanguage } from '../src/lib/guideMedia.ts';
import { ANNUAL_PLAN } from '../src/lib/annualPlanTerms.ts';
import { chromeArgs, chromePath } from '../tests/e2e/browser.ts';
import { ROOT } from './lib.ts';

const PUBLIC = path.join(ROOT, 'public');
const FONTS = path.join(ROOT, 'node_modules', '@fontsource-variable');
const WIDTH = 1280;
const HEIGHT = 720;
/** Silence before the first sentence of a slide, between sentences, and after a slide's last one. */
const LEAD_IN = 0.7;
const GAP = 0.45;
const TAIL = 1.1;

// ---------------------------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------------------------

interface Sentence {
  /** What is spoken (and captioned in the video's language). */
  say: string;
  /** The Arabic caption of an English sentence. */
  ar?: string;
}

interface Slide {
  kicker: string;
  title: string;
  bullets: string[];
  sentences: Sentence[];
}

interface VideoScript {
  language: 'en' | 'es';
  /** espeak-ng voice. */
  voice: string;
  footer: string;
  slides: Slide[];
}

const ENGLISH: VideoScript = {
  language: 'en',
  voice: 'en-us+f3',
  footer: 'Vozly · Video guide',
  slides: [
    {
      kicker: 'Video guide',
      title: 'How Vozly works',
      bullets: ['Your AI call centre in three steps'],
      sentences: [
        { say: 'Welcome to Vozly, the AI call centre for businesses.', ar: 'مرحبًا بك في Vozly، مركز الاتصال بالذكاء الاصطناعي للشركات.' },
        {
          say: 'In the next few minutes, you will see how our voice assistant answers your calls, qualifies your leads, and sends every result to the tools you already use.',
          ar: 'خلال الدقائق القادمة سترى كيف يرد مساعدنا الصوتي على مكالماتك، ويؤهّل عملاءك المحتملين، ويرسل كل نتيجة إلى الأدوات التي تستخدمها بالفعل.',
        },
      ],
    },
    {
      kicker: 'Step 1',
      title: 'Create your account',
      bullets: ['Your details and your company', 'Two documents: an ID and a company document', 'Confirm your e-mail address'],
      sentences: [
        { say: 'First, create your account.', ar: 'أولًا، أنشئ حسابك.' },
        {
          say: 'Tell us about yourself and your company, and upload two documents: an identity document and a company document.',
          ar: 'أخبرنا عنك وعن شركتك، وارفع مستندين: وثيقة هوية ومستندًا خاصًا بالشركة.',
        },
        { say: 'We check them to keep the service safe for everyone.', ar: 'نتحقق منهما للحفاظ على أمان الخدمة للجميع.' },
        { say: 'Then confirm your e-mail address with the link we send you.', ar: 'ثم أكّد بريدك الإلكتروني عبر الرابط الذي نرسله إليك.' },
      ],
    },
    {
      kicker: 'Step 2',
      title: 'Teach your agent',
      bullets: ['Instructions in plain words', 'A voice that fits your brand', 'Opening hours, prices and frequent questions'],
      sentences: [
        { say: 'Second, teach your agent.', ar: 'ثانيًا، درّب وكيلك.' },
        {
          say: 'Write its instructions in plain words, as you would brief a new colleague: who you are, what you sell, and what to ask every caller.',
          ar: 'اكتب تعليماته بكلمات بسيطة كما لو كنت تشرح العمل لزميل جديد: من أنت، وماذا تبيع، وما الذي يسأل عنه كل متصل.',
        },
        {
          say: 'Choose the voice that fits your brand, and add your opening hours, your prices and your frequent questions.',
          ar: 'اختر الصوت الذي يناسب علامتك التجارية، وأضف ساعات العمل والأسعار والأسئلة الشائعة.',
        },
      ],
    },
    {
      kicker: 'Step 3',
      title: 'Forward your calls',
      bullets: ['Keep your own number', 'When you are busy, after hours, or all day', 'Follow-up calls on the top plan'],
      sentences: [
        { say: 'Third, forward your calls.', ar: 'ثالثًا، حوّل مكالماتك.' },
        {
          say: 'You keep your own phone number, and send calls to Vozly when you are busy, after hours, or all day long.',
          ar: 'تحتفظ برقم هاتفك، وتحوّل المكالمات إلى Vozly عندما تكون مشغولًا، أو خارج ساعات العمل، أو طوال اليوم.',
        },
        {
          say: 'On the top plan, your agent can also call your leads back to follow up.',
          ar: 'وفي الخطة العليا، يمكن لوكيلك أيضًا معاودة الاتصال بعملائك المحتملين للمتابعة.',
        },
      ],
    },
    {
      kicker: 'During each call',
      title: 'Every caller gets an answer',
      bullets: ['Natural answers, day and night', 'Your qualification questions', 'Contact details enriched'],
      sentences: [
        { say: 'During each call, your agent answers questions naturally, day and night.', ar: 'أثناء كل مكالمة، يجيب وكيلك عن الأسئلة بشكل طبيعي ليلًا ونهارًا.' },
        {
          say: 'It asks your qualification questions, notes the answers, and enriches the contact with the details your sales team needs.',
          ar: 'ويطرح أسئلة التأهيل الخاصة بك، ويدوّن الإجابات، ويُثري بيانات جهة الاتصال بالتفاصيل التي يحتاجها فريق المبيعات.',
        },
      ],
    },
    {
      kicker: 'After each call',
      title: 'Results where you work',
      bullets: ['Summary, contact details and recording', 'Sent to your CRM, e-mail or messaging app', 'Everything in your dashboard'],
      sentences: [
        { say: "After each call, you receive a summary, the caller's details and the recording.", ar: 'بعد كل مكالمة، تتلقى ملخصًا وبيانات المتصل والتسجيل.' },
        {
          say: 'Vozly sends them to your CRM, your e-mail or your messaging app, and keeps everything in your dashboard.',
          ar: 'يرسلها Vozly إلى نظام إدارة العملاء أو بريدك الإلكتروني أو تطبيق المراسلة، ويحفظ كل شيء في لوحة التحكم.',
        },
      ],
    },
    {
      kicker: 'Plans and credits',
      title: 'Pay for results',
      bullets: ['Annual plans for the best price', 'Credits deducted by call minutes', 'A refund if the expected calls do not arrive in the first quarter'],
      sentences: [
        { say: 'Plans are annual, for the best price.', ar: 'الخطط سنوية للحصول على أفضل سعر.' },
        {
          say: 'Your credits are consumed by call minutes and deducted automatically, and you can upgrade from the app whenever you need.',
          ar: 'تُستهلك أرصدتك بدقائق المكالمات وتُخصم تلقائيًا، ويمكنك الترقية من التطبيق متى احتجت.',
        },
        { say: 'And if the expected calls do not arrive in the first quarter, we refund you.', ar: 'وإذا لم تصل المكالمات المتوقعة في الربع الأول، نعيد إليك أموالك.' },
      ],
    },
    {
      kicker: 'Your exclusive guide',
      title: 'Download it below',
      bullets: ['Checklists for your first week', 'Instruction examples to copy', 'Unlocked when the video ends'],
      sentences: [
        { say: 'That is all it takes.', ar: 'هذا كل ما في الأمر.' },
        {
          say: 'When the video ends, download your exclusive guide just below it, with checklists and instruction examples to get your agent live in one afternoon.',
          ar: 'عندما ينتهي الفيديو، نزّل دليلك الحصري أسفله مباشرة، مع قوائم تحقق وأمثلة على التعليمات لتشغيل وكيلك خلال فترة ما بعد الظهر.',
        },
        { say: 'Thank you for watching.', ar: 'شكرًا على المشاهدة.' },
      ],
    },
  ],
};

const SPANISH: VideoScript = {
  language: 'es',
  voice: 'es+f3',
  footer: 'Vozly · Vídeo guía',
  slides: [
    {
      kicker: 'Vídeo guía',
      title: 'Cómo funciona Vozly',
      bullets: ['Tu centro de llamadas con IA en tres pasos'],
      sentences: [
        { say: 'Te damos la bienvenida a Vozly, el centro de llamadas con inteligencia artificial para empresas.' },
        {
          say: 'En los próximos minutos verás cómo nuestro asistente de voz atiende tus llamadas, cualifica a tus clientes potenciales y envía cada resultado a las herramientas que ya usas.',
        },
      ],
    },
    {
      kicker: 'Paso 1',
      title: 'Crea tu cuenta',
      bullets: ['Tus datos y los de tu empresa', 'Dos documentos: identidad y empresa', 'Confirma tu correo electrónico'],
      sentences: [
        { say: 'Primero, crea tu cuenta.' },
        { say: 'Cuéntanos quién eres y a qué se dedica tu empresa, y sube dos documentos: un documento de identidad y un documento de la empresa.' },
        { say: 'Los revisamos para que el servicio sea seguro para todos.' },
        { say: 'Después, confirma tu correo electrónico con el enlace que te enviamos.' },
      ],
    },
    {
      kicker: 'Paso 2',
      title: 'Enseña a tu agente',
      bullets: ['Instrucciones con palabras sencillas', 'Una voz a la medida de tu marca', 'Horarios, precios y preguntas frecuentes'],
      sentences: [
        { say: 'Segundo, enseña a tu agente.' },
        {
          say: 'Escribe sus instrucciones con palabras sencillas, como si presentaras el trabajo a un nuevo compañero: quién eres, qué vendes y qué debe preguntar a cada persona que llama.',
        },
        { say: 'Elige la voz que encaja con tu marca y añade tus horarios, tus precios y tus preguntas frecuentes.' },
      ],
    },
    {
      kicker: 'Paso 3',
      title: 'Desvía tus llamadas',
      bullets: ['Conservas tu número', 'Cuando estás ocupado, fuera de horario o todo el día', 'Llamadas de seguimiento en el plan superior'],
      sentences: [
        { say: 'Tercero, desvía tus llamadas.' },
        { say: 'Conservas tu propio número y envías las llamadas a Vozly cuando estás ocupado, fuera de horario o durante todo el día.' },
        { say: 'En el plan superior, tu agente también puede llamar a tus clientes potenciales para hacer el seguimiento.' },
      ],
    },
    {
      kicker: 'Durante cada llamada',
      title: 'Nadie se queda sin respuesta',
      bullets: ['Respuestas naturales, de día y de noche', 'Tus preguntas de cualificación', 'Datos de contacto enriquecidos'],
      sentences: [
        { say: 'Durante cada llamada, tu agente responde con naturalidad, de día y de noche.' },
        { say: 'Hace tus preguntas de cualificación, anota las respuestas y completa el contacto con los datos que necesita tu equipo comercial.' },
      ],
    },
    {
      kicker: 'Después de cada llamada',
      title: 'Resultados donde trabajas',
      bullets: ['Resumen, datos de contacto y grabación', 'En tu CRM, tu correo o tu app de mensajería', 'Todo en tu panel'],
      sentences: [
        { say: 'Después de cada llamada, recibes un resumen, los datos de quien llamó y la grabación.' },
        { say: 'Vozly los envía a tu CRM, a tu correo o a tu aplicación de mensajería, y lo guarda todo en tu panel.' },
      ],
    },
    {
      kicker: 'Planes y créditos',
      title: 'Paga por resultados',
      bullets: ['Planes anuales al mejor precio', 'Créditos descontados por minuto de llamada', 'Reembolso si las llamadas previstas no llegan en el primer trimestre'],
      sentences: [
        { say: 'Los planes son anuales, para ofrecerte el mejor precio.' },
        {
          say: 'Tus créditos se consumen con los minutos de llamada y se descuentan automáticamente, y puedes mejorar tu plan desde la aplicación cuando lo necesites.',
        },
        { say: 'Y si las llamadas previstas no llegan en el primer trimestre, te devolvemos el dinero.' },
      ],
    },
    {
      kicker: 'Tu guía exclusiva',
      title: 'Descárgala aquí debajo',
      bullets: ['Listas de comprobación para tu primera semana', 'Ejemplos de instrucciones para copiar', 'Se desbloquea al terminar el vídeo'],
      sentences: [
        { say: 'Eso es todo.' },
        {
          say: 'Cuando termine el vídeo, descarga tu guía exclusiva justo debajo, con listas de comprobación y ejemplos de instrucciones para poner en marcha a tu agente en una tarde.',
        },
        { say: 'Gracias por vernos.' },
      ],
    },
  ],
};

interface GuideSection {
  title: string;
  paragraphs?: string[];
  list?: string[];
  /** A list of things to tick. */
  checklist?: boolean;
  example?: { label: string; text: string };
  after?: string[];
}

interface GuideDocument {
  language: MediaLanguage;
  dir: 'ltr' | 'rtl';
  kicker: string;
  title: string;
  intro: string;
  sections: GuideSection[];
  footer: string;
}

/** The plan's numbers, written for one language. */
function planNumbers(language: MediaLanguage) {
  const money = (value: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' }).format(value);
  const number = (value: number) => new Intl.NumberFormat(language, { useGrouping: 'always' }).format(value);
  return {
    monthly: money(ANNUAL_PLAN.monthlyPriceEur),
    minutes: number(ANNUAL_PLAN.includedInboundMinutesPerMonth),
    months: number(ANNUAL_PLAN.minimumTermMonths),
    firstYear: money(ANNUAL_PLAN.firstYearTotalEurExVat),
    notice: number(ANNUAL_PLAN.cancellationNoticeDays),
  };
}

function englishGuide(): GuideDocument {
  const plan = planNumbers('en');
  return {
    language: 'en',
    dir: 'ltr',
    kicker: 'Vozly exclusive guide',
    title: 'Your AI agent, live in one afternoon',
    intro:
      'This guide takes you from a new account to an AI agent that answers your calls. Keep it beside you while you set things up: every step ends with something you can tick.',
    sections: [
      {
        title: 'How Vozly works',
        paragraphs: [
          "Vozly's voice assistant answers your incoming calls (and, on the top plan, makes outbound calls), qualifies each caller with your questions and delivers the result to your CRM, your e-mail or your messaging app.",
        ],
        list: ['Create your account and pass the company check (KYC).', 'Teach your agent with instructions in plain words.', 'Forward your calls and watch the results arrive.'],
      },
      {
        title: 'Before you start',
        checklist: true,
        list: [
          'An identity document and a company document (PDF, JPG or PNG).',
          'The phone number your customers call, and access to its forwarding settings.',
          'Your opening hours, your prices and the ten questions customers ask most.',
          'Where call results should go: your CRM, an e-mail address or a messaging app.',
        ],
      },
      {
        title: "Write your agent's instructions",
        paragraphs: ['Brief your agent as you would brief a new colleague on their first day. Short, concrete sentences work best.'],
        list: [
          'Who you are and what you sell, in two sentences.',
          'The tone to use, formal or friendly, and the language of your callers.',
          'What to ask every caller, in order.',
          'What it must never promise: discounts, dates, diagnoses.',
          'When to take a message and promise a call back.',
        ],
        example: {
          label: 'Example',
          text: 'You are the receptionist of Clínica Sonrisa, a dental clinic in Valencia. Be warm and brief. Ask for the caller\'s name, the reason for the call and whether they are already a patient. Offer the first free slot for a check-up. Never quote prices for treatments: say that the dentist confirms them after the visit. If the caller is in pain, take their phone number and promise a call back within the hour.',
        },
      },
      {
        title: 'Qualify every lead',
        paragraphs: ['Five questions are enough to know who deserves a call back first:'],
        list: [
          'What do you need, and by when?',
          'Who decides, and who else is involved?',
          'What budget have you planned?',
          'How did you hear about us?',
          'When and how is it best to reach you?',
        ],
        after: ['Your agent writes the answers into the call summary, so your team can sort the leads before calling anyone back.'],
      },
      {
        title: 'Forward your calls',
        paragraphs: ['You keep your number. Choose when Vozly answers:'],
        list: [
          'When your line is busy.',
          'When nobody picks up after three or four rings.',
          'After hours and on public holidays.',
          'Always, for a fully automated line.',
        ],
        after: [
          'Then make three test calls: one with a simple question, one that should be qualified, and one that asks for something your agent must not promise. Adjust the instructions after each call.',
        ],
      },
      {
        title: 'Where your call data goes',
        paragraphs: [
          "After each call you get a summary, the caller's details, the answers to your questions and the recording: in your dashboard, and wherever you choose, in your CRM, an e-mail address or a messaging app.",
        ],
      },
      {
        title: 'Your plan',
        paragraphs: [
          `The annual plan costs ${plan.monthly} a month excluding VAT and includes ${plan.minutes} incoming call minutes a month; unused minutes do not carry over. The minimum term is ${plan.months} months, ${plan.firstYear} excluding VAT in the first year. After that the plan renews month by month, and you can cancel with ${plan.notice} days' notice before the next billing date.`,
          'Credits are consumed by call minutes and deducted automatically; upgrade from the app whenever you need more. To add invoice details after your purchase, contact support.',
        ],
      },
      {
        title: 'Your first week',
        checklist: true,
        list: [
          'Day 1: account created, documents uploaded, e-mail confirmed.',
          'Day 2: instructions written, voice chosen, three test calls made.',
          'Day 3: calls forwarded when busy or unanswered.',
          'Days 4 to 7: read every summary, refine the instructions, and add the questions your agent could not answer.',
        ],
      },
    ],
    footer: 'Vozly · Your AI call centre',
  };
}

function spanishGuide(): GuideDocument {
  const plan = planNumbers('es');
  return {
    language: 'es',
    dir: 'ltr',
    kicker: 'Guía exclusiva de Vozly',
    title: 'Tu agente de IA, en marcha en una tarde',
    intro:
      'Esta guía te lleva de una cuenta nueva a un agente de IA que atiende tus llamadas. Tenla a mano mientras lo configuras todo: cada paso termina con algo que puedes marcar.',
    sections: [
      {
        title: 'Cómo funciona Vozly',
        paragraphs: [
          'El asistente de voz de Vozly atiende tus llamadas entrantes (y, en el plan superior, hace llamadas salientes), cualifica a cada persona que llama con tus preguntas y entrega el resultado en tu CRM, tu correo electrónico o tu aplicación de mensajería.',
        ],
        list: [
          'Crea tu cuenta y supera la verificación de empresa (KYC).',
          'Enseña a tu agente con instrucciones en palabras sencillas.',
          'Desvía tus llamadas y mira cómo llegan los resultados.',
        ],
      },
      {
        title: 'Antes de empezar',
        checklist: true,
        list: [
          'Un documento de identidad y un documento de la empresa (PDF, JPG o PNG).',
          'El número al que llaman tus clientes y acceso a sus opciones de desvío.',
          'Tus horarios, tus precios y las diez preguntas que más te hacen los clientes.',
          'Adónde deben ir los resultados: tu CRM, una dirección de correo o una aplicación de mensajería.',
        ],
      },
      {
        title: 'Escribe las instrucciones de tu agente',
        paragraphs: ['Explícale el trabajo como a un compañero nuevo en su primer día. Las frases cortas y concretas funcionan mejor.'],
        list: [
          'Quién eres y qué vendes, en dos frases.',
          'El tono que debe usar, formal o cercano, y el idioma de quienes llaman.',
          'Qué debe preguntar a cada persona, y en qué orden.',
          'Qué no debe prometer nunca: descuentos, fechas, diagnósticos.',
          'Cuándo tomar un recado y prometer que se devolverá la llamada.',
        ],
        example: {
          label: 'Ejemplo',
          text: 'Eres la recepcionista de Clínica Sonrisa, una clínica dental de Valencia. Sé amable y breve. Pregunta el nombre de quien llama, el motivo de la llamada y si ya es paciente. Ofrece el primer hueco libre para una revisión. No des nunca precios de tratamientos: di que el dentista los confirma después de la visita. Si la persona tiene dolor, anota su teléfono y promete devolver la llamada en menos de una hora.',
        },
      },
      {
        title: 'Cualifica cada oportunidad',
        paragraphs: ['Cinco preguntas bastan para saber a quién llamar primero:'],
        list: [
          '¿Qué necesitas y para cuándo?',
          '¿Quién decide y quién más participa?',
          '¿Qué presupuesto has previsto?',
          '¿Cómo nos has conocido?',
          '¿Cuándo y cómo es mejor contactarte?',
        ],
        after: ['Tu agente escribe las respuestas en el resumen de la llamada, para que tu equipo ordene las oportunidades antes de devolver ninguna llamada.'],
      },
      {
        title: 'Desvía tus llamadas',
        paragraphs: ['Conservas tu número. Elige cuándo responde Vozly:'],
        list: [
          'Cuando tu línea está ocupada.',
          'Cuando nadie contesta después de tres o cuatro tonos.',
          'Fuera de horario y en días festivos.',
          'Siempre, para una línea totalmente automatizada.',
        ],
        after: [
          'Después haz tres llamadas de prueba: una con una pregunta sencilla, otra que deba cualificarse y otra que pida algo que tu agente no debe prometer. Ajusta las instrucciones después de cada una.',
        ],
      },
      {
        title: 'Adónde van los datos de tus llamadas',
        paragraphs: [
          'Después de cada llamada recibes un resumen, los datos de quien llamó, las respuestas a tus preguntas y la grabación: en tu panel y donde tú elijas, en tu CRM, en una dirección de correo o en una aplicación de mensajería.',
        ],
      },
      {
        title: 'Tu plan',
        paragraphs: [
          `El plan anual cuesta ${plan.monthly} al mes sin IVA e incluye ${plan.minutes} minutos de llamadas entrantes al mes; los minutos no consumidos no se acumulan. La permanencia mínima es de ${plan.months} meses, ${plan.firstYear} sin IVA el primer año. Después, el plan se renueva mes a mes y puedes cancelarlo con ${plan.notice} días de antelación a la siguiente fecha de facturación.`,
          'Los créditos se consumen con los minutos de llamada y se descuentan automáticamente; mejora tu plan desde la aplicación cuando necesites más. Para añadir tus datos de facturación después de la compra, contacta con soporte.',
        ],
      },
      {
        title: 'Tu primera semana',
        checklist: true,
        list: [
          'Día 1: cuenta creada, documentos subidos, correo confirmado.',
          'Día 2: instrucciones escritas, voz elegida, tres llamadas de prueba hechas.',
          'Día 3: llamadas desviadas cuando la línea está ocupada o nadie contesta.',
          'Días 4 a 7: lee cada resumen, afina las instrucciones y añade las preguntas que tu agente no supo responder.',
        ],
      },
    ],
    footer: 'Vozly · Tu centro de llamadas con IA',
  };
}

function arabicGuide(): GuideDocument {
  const plan = planNumbers('ar');
  return {
    language: 'ar',
    dir: 'rtl',
    kicker: 'دليل Vozly الحصري',
    title: 'وكيلك الذكي جاهز للعمل في فترة ما بعد الظهر',
    intro:
      'يأخذك هذا الدليل من حساب جديد إلى وكيل ذكاء اصطناعي يرد على مكالماتك. احتفظ به بجانبك أثناء الإعداد: تنتهي كل خطوة بشيء يمكنك وضع علامة عليه.',
    sections: [
      {
        title: 'كيف يعمل Vozly',
        paragraphs: [
          'يرد المساعد الصوتي من Vozly على مكالماتك الواردة (ويجري المكالمات الصادرة في الخطة العليا)، ويؤهّل كل متصل بأسئلتك، ويسلّم النتيجة إلى نظام إدارة العملاء أو بريدك الإلكتروني أو تطبيق المراسلة.',
        ],
        list: ['أنشئ حسابك واجتز التحقق من الشركة (KYC).', 'درّب وكيلك بتعليمات مكتوبة بكلمات بسيطة.', 'حوّل مكالماتك وتابع وصول النتائج.'],
      },
      {
        title: 'قبل أن تبدأ',
        checklist: true,
        list: [
          'وثيقة هوية ومستند خاص بالشركة (PDF أو JPG أو PNG).',
          'رقم الهاتف الذي يتصل به عملاؤك، وإمكانية الوصول إلى إعدادات التحويل الخاصة به.',
          'ساعات العمل والأسعار والأسئلة العشرة الأكثر تكرارًا من العملاء.',
          'الوجهة التي تصل إليها نتائج المكالمات: نظام إدارة العملاء، أو عنوان بريد إلكتروني، أو تطبيق مراسلة.',
        ],
      },
      {
        title: 'اكتب تعليمات وكيلك',
        paragraphs: ['اشرح لوكيلك العمل كما تشرحه لزميل جديد في يومه الأول. الجمل القصيرة والواضحة هي الأفضل.'],
        list: [
          'من أنت وماذا تبيع، في جملتين.',
          'الأسلوب المطلوب، رسمي أو ودود، ولغة المتصلين.',
          'ما يجب أن يسأل عنه كل متصل، وبأي ترتيب.',
          'ما لا يجب أن يعد به أبدًا: الخصومات والمواعيد والتشخيصات.',
          'متى يأخذ رسالة ويعد بمعاودة الاتصال.',
        ],
        example: {
          label: 'مثال',
          text: 'أنتِ موظفة الاستقبال في عيادة سونريسا لطب الأسنان في فالنسيا. كوني لطيفة وموجزة. اسألي عن اسم المتصل وسبب الاتصال وما إذا كان مريضًا لدينا. اقترحي أول موعد متاح للفحص. لا تذكري أبدًا أسعار العلاجات: قولي إن الطبيب يؤكدها بعد الزيارة. إذا كان المتصل يشعر بألم، فدوّني رقم هاتفه وعِديه بمعاودة الاتصال خلال ساعة.',
        },
      },
      {
        title: 'أهّل كل عميل محتمل',
        paragraphs: ['خمسة أسئلة تكفي لمعرفة من يستحق معاودة الاتصال أولًا:'],
        list: ['ماذا تحتاج، ومتى؟', 'من يتخذ القرار، ومن يشارك فيه أيضًا؟', 'ما الميزانية التي خصصتها؟', 'كيف عرفت بنا؟', 'ما أفضل وقت ووسيلة للتواصل معك؟'],
        after: ['يكتب وكيلك الإجابات في ملخص المكالمة، ليرتّب فريقك العملاء المحتملين قبل معاودة الاتصال بأي منهم.'],
      },
      {
        title: 'حوّل مكالماتك',
        paragraphs: ['تحتفظ برقمك. اختر متى يرد Vozly:'],
        list: ['عندما يكون خطك مشغولًا.', 'عندما لا يرد أحد بعد ثلاث أو أربع رنات.', 'خارج ساعات العمل وفي العطلات الرسمية.', 'دائمًا، لخط مؤتمت بالكامل.'],
        after: [
          'ثم أجرِ ثلاث مكالمات تجريبية: واحدة بسؤال بسيط، وأخرى يجب تأهيلها، وثالثة تطلب شيئًا لا يجب أن يعد به وكيلك. عدّل التعليمات بعد كل مكالمة.',
        ],
      },
      {
        title: 'أين تذهب بيانات مكالماتك',
        paragraphs: [
          'بعد كل مكالمة تحصل على ملخص وبيانات المتصل وإجاباته عن أسئلتك والتسجيل: في لوحة التحكم، وفي المكان الذي تختاره، سواء كان نظام إدارة العملاء أو عنوان بريد إلكتروني أو تطبيق مراسلة.',
        ],
      },
      {
        title: 'خطتك',
        paragraphs: [
          `تبلغ تكلفة الخطة السنوية ${plan.monthly} شهريًا دون ضريبة القيمة المضافة، وتشمل ${plan.minutes} دقيقة من المكالمات الواردة شهريًا؛ ولا تُرحَّل الدقائق غير المستخدمة. الحد الأدنى لمدة الالتزام ${plan.months} شهرًا، أي ${plan.firstYear} دون ضريبة القيمة المضافة في السنة الأولى. بعد ذلك تتجدد الخطة شهرًا بشهر، ويمكنك الإلغاء بإشعار مدته ${plan.notice} يومًا قبل تاريخ الفوترة التالي.`,
          'تُستهلك الأرصدة بدقائق المكالمات وتُخصم تلقائيًا؛ ويمكنك الترقية من التطبيق متى احتجت المزيد. لإضافة بيانات الفاتورة بعد الشراء، تواصل مع الدعم.',
        ],
      },
      {
        title: 'أسبوعك الأول',
        checklist: true,
        list: [
          'اليوم 1: إنشاء الحساب ورفع المستندات وتأكيد البريد الإلكتروني.',
          'اليوم 2: كتابة التعليمات واختيار الصوت وإجراء ثلاث مكالمات تجريبية.',
          'اليوم 3: تحويل المكالمات عند انشغال الخط أو عدم الرد.',
          'الأيام من 4 إلى 7: اقرأ كل ملخص، وحسّن التعليمات، وأضف الأسئلة التي لم يستطع وكيلك الإجابة عنها.',
        ],
      },
    ],
    footer: 'Vozly · مركز اتصالك بالذكاء الاصطناعي',
  };
}

// ---------------------------------------------------------------------------------------------
// Rendering helpers
// ---------------------------------------------------------------------------------------------

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fontFace(family: string, file: string, range?: string): string {
  const data = readFileSync(path.join(FONTS, file)).toString('base64');
  return `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${data}) format('woff2');font-weight:100 900;font-style:normal;font-display:block;${range ? `unicode-range:${range};` : ''}}`;
}

const FONT_CSS = [
  fontFace('Inter', 'inter/files/inter-latin-wght-normal.woff2'),
  fontFace('Inter', 'inter/files/inter-latin-ext-wght-normal.woff2', 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF'),
  fontFace('Cairo', 'cairo/files/cairo-arabic-wght-normal.woff2'),
].join('\n');

const LOGO_SVG = `<svg width="44" height="44" viewBox="0 0 32 32" aria-hidden="true"><rect x="1" y="1" width="30" height="26" rx="9" fill="#3b5bdb"/><path d="M9 27 L9 31 L14 27 Z" fill="#3b5bdb"/><g stroke="#fff" stroke-width="2.4" stroke-linecap="round"><line x1="9" y1="12" x2="9" y2="16"/><line x1="13" y1="8.5" x2="13" y2="19.5"/><line x1="17" y1="10.5" x2="17" y2="17.5"/><line x1="21" y1="7" x2="21" y2="21"/><line x1="25" y1="12" x2="25" y2="16"/></g></svg>`;

function slideHtml(script: VideoScript, slide: Slide, index: number): string {
  const total = script.slides.length;
  const cover = index === 0;
  const bullets = slide.bullets
    .map((bullet) => `<li><span class="tick">✓</span><span>${escapeHtml(bullet)}</span></li>`)
    .join('');
  return `<!doctype html><html lang="${script.language}"><head><meta charset="utf-8"><style>
${FONT_CSS}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden}
body{font-family:'Inter',sans-serif;color:#1a1b1e;background:linear-gradient(135deg,#eef2ff 0%,#ffffff 55%,#dde4fd 100%);position:relative}
.brand{position:absolute;top:44px;left:64px;display:flex;align-items:center;gap:14px;font-weight:800;font-size:30px;letter-spacing:-0.02em}
.count{position:absolute;top:52px;right:64px;font-size:22px;font-weight:600;color:#2b44ab;background:#fff;border:2px solid #bac7f8;border-radius:999px;padding:6px 18px}
.wave{position:absolute;right:-80px;bottom:-80px;width:520px;height:520px;border-radius:50%;background:radial-gradient(circle,#bac7f8 0%,rgba(186,199,248,0) 70%)}
main{position:absolute;left:64px;right:64px;top:${cover ? 190 : 150}px}
.kicker{display:inline-block;font-size:24px;font-weight:700;color:#fff;background:#3b5bdb;border-radius:8px;padding:6px 16px;margin-bottom:22px;letter-spacing:0.01em}
h1{font-size:${cover ? 84 : 64}px;line-height:1.08;font-weight:800;letter-spacing:-0.03em;color:#223890;max-width:1080px}
ul{list-style:none;margin-top:34px;display:flex;flex-direction:column;gap:18px}
li{display:flex;align-items:center;gap:18px;font-size:${cover ? 36 : 32}px;font-weight:500;color:#2c2e33}
.tick{flex:none;display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:50%;background:#3b5bdb;color:#fff;font-size:26px;font-weight:800}
footer{position:absolute;left:64px;bottom:36px;font-size:18px;color:#5c636a}
</style></head><body>
<div class="wave"></div>
<div class="brand">${LOGO_SVG}<span>Vozly</span></div>
${cover ? '' : `<div class="count">${index + 1} / ${total}</div>`}
<main><div class="kicker">${escapeHtml(slide.kicker)}</div><h1>${escapeHtml(slide.title)}</h1><ul>${bullets}</ul></main>
<footer>${escapeHtml(script.footer)}</footer>
</body></html>`;
}

function guideHtml(doc: GuideDocument): string {
  const sections = doc.sections
    .map((section, i) => {
      const paragraphs = (section.paragraphs ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
      const list = section.list?.length
        ? `<ul class="${section.checklist ? 'check' : 'dots'}">${section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : '';
      const example = section.example
        ? `<aside class="example"><strong>${escapeHtml(section.example.label)}</strong><p>${escapeHtml(section.example.text)}</p></aside>`
        : '';
      const after = (section.after ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
      return `<section><h2><span class="num">${i + 1}</span>${escapeHtml(section.title)}</h2>${paragraphs}${list}${example}${after}</section>`;
    })
    .join('');
  const font = doc.language === 'ar' ? "'Cairo','Inter',sans-serif" : "'Inter',sans-serif";
  return `<!doctype html><html lang="${doc.language}" dir="${doc.dir}"><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title><style>
${FONT_CSS}
@page{size:A4;margin:18mm 18mm 20mm}
*{box-sizing:border-box}
body{font-family:${font};font-size:10.5pt;line-height:1.55;color:#1a1b1e;margin:0}
.cover{background:linear-gradient(135deg,#223890,#3b5bdb);color:#fff;border-radius:14px;padding:28px 30px 30px;margin-bottom:22px}
.brand{display:flex;align-items:center;gap:10px;font-weight:800;font-size:16pt;margin-bottom:18px}
.brand svg rect,.brand svg path{fill:#fff}.brand svg g{stroke:#3b5bdb}
.kicker{font-size:10pt;font-weight:700;${doc.language === 'ar' ? '' : 'text-transform:uppercase;letter-spacing:0.08em;'}opacity:0.9;margin:0 0 6px}
h1{font-size:25pt;line-height:1.15;margin:0 0 12px;font-weight:800;letter-spacing:-0.02em}
.intro{font-size:11.5pt;margin:0;opacity:0.95}
section{break-inside:avoid-page;margin:0 0 16px;padding-bottom:4px}
h2{display:flex;align-items:center;gap:10px;font-size:14pt;color:#223890;margin:0 0 6px;font-weight:800;break-after:avoid}
.num{display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:50%;background:#3b5bdb;color:#fff;font-size:10.5pt;flex:none}
p{margin:0 0 7px}
ul{margin:4px 0 8px;padding-inline-start:0;list-style:none}
li{position:relative;padding-inline-start:22px;margin-bottom:4px}
ul.dots li::before{content:'';position:absolute;inset-inline-start:6px;top:0.62em;width:6px;height:6px;border-radius:50%;background:#3b5bdb}
ul.check li::before{content:'';position:absolute;inset-inline-start:0;top:0.3em;width:11px;height:11px;border:1.6px solid #3b5bdb;border-radius:3px}
.example{background:#eef2ff;border-inline-start:4px solid #3b5bdb;border-radius:8px;padding:10px 14px;margin:8px 0}
.example strong{display:block;color:#223890;margin-bottom:4px}
.example p{margin:0;font-style:${doc.language === 'ar' ? 'normal' : 'italic'}}
.end{margin-top:18px;padding-top:10px;border-top:1px solid #dee2e6;color:#5c636a;font-size:9pt}
</style></head><body>
<header class="cover"><div class="brand">${LOGO_SVG.replace('width="44" height="44"', 'width="30" height="30"')}<span>Vozly</span></div>
<p class="kicker">${escapeHtml(doc.kicker)}</p><h1>${escapeHtml(doc.title)}</h1><p class="intro">${escapeHtml(doc.intro)}</p></header>
${sections}
<p class="end">${escapeHtml(doc.footer)}</p>
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Audio, video and captions
// ---------------------------------------------------------------------------------------------

function exec(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function durationOf(file: string): number {
  return Number(exec('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]).trim());
}

function silence(file: string, seconds: number): void {
  exec('ffmpeg', ['-y', '-v', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', seconds.toFixed(3), '-c:a', 'pcm_s16le', file]);
}

const vttTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

interface Cue {
  start: number;
  end: number;
  sentence: Sentence;
}

function vtt(cues: Cue[], text: (sentence: Sentence) => string): string {
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${text(cue.sentence)}\n`).join('\n')}`;
}

async function makeVideo(browser: Browser, script: VideoScript, work: string): Promise<void> {
  const dir = path.join(work, script.language);
  mkdirSync(dir, { recursive: true });
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });

  const audioList: string[] = [];
  const slideList: string[] = [];
  const cues: Cue[] = [];
  let clock = 0;
  let part = 0;
  const addSilence = (seconds: number) => {
    const file = path.join(dir, `silence-${part++}.wav`);
    silence(file, seconds);
    audioList.push(file);
    clock += durationOf(file);
  };

  for (const [index, slide] of script.slides.entries()) {
    const image = path.join(dir, `slide-${index + 1}.png`);
    await page.setContent(slideHtml(script, slide, index), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({ path: image });
    const slideStart = clock;
    addSilence(LEAD_IN);
    for (const [i, sentence] of slide.sentences.entries()) {
      const wav = path.join(dir, `speech-${index + 1}-${i + 1}.wav`);
      exec('espeak-ng', ['-v', script.voice, '-s', '150', '-w', wav, sentence.say]);
      const start = clock;
      audioList.push(wav);
      clock += durationOf(wav);
      cues.push({ start, end: clock, sentence });
      addSilence(i === slide.sentences.length - 1 ? TAIL : GAP);
    }
    slideList.push(`file '${image}'\nduration ${(clock - slideStart).toFixed(3)}`);
  }
  await page.close();
  // The concat demuxer needs the last image twice for its duration to count.
  slideList.push(`file '${path.join(dir, `slide-${script.slides.length}.png`)}'`);

  const audioListFile = path.join(dir, 'audio.txt');
  writeFileSync(audioListFile, audioList.map((file) => `file '${file}'`).join('\n'));
  const audio = path.join(dir, 'narration.wav');
  exec('ffmpeg', ['-y', '-v', 'error', '-f', 'concat', '-safe', '0', '-i', audioListFile, '-c', 'copy', audio]);
  const slidesFile = path.join(dir, 'slides.txt');
  writeFileSync(slidesFile, slideList.join('\n'));

  const base = path.join(PUBLIC, videoBase(script.language));
  const total = clock.toFixed(3);
  const input = ['-y', '-v', 'error', '-f', 'concat', '-safe', '0', '-i', slidesFile, '-i', audio, '-t', total];
  // Still slides: 10 frames a second and a key frame every 10 s keep the files small.
  const video = ['-vf', 'fps=10,format=yuv420p', '-g', '100'];
  console.log(`[media] ${script.language}: ${script.slides.length} slides, ${cues.length} sentences, ${total} s`);
  exec('ffmpeg', [...input, ...video, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '34', '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1', '-c:a', 'libopus', '-b:a', '32k', '-ac', '1', `${base}.webm`]);
  exec('ffmpeg', [
    ...input,
    ...video,
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-preset',
    'slow',
    '-crf',
    '28',
    '-tune',
    'stillimage',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-movflags',
    '+faststart',
    `${base}.mp4`,
  ]);
  exec('ffmpeg', ['-y', '-v', 'error', '-i', path.join(dir, 'slide-1.png'), '-q:v', '5', `${base}-poster.jpg`]);

  writeFileSync(path.join(PUBLIC, captionsPath(script.language, script.language)), vtt(cues, (s) => s.say));
  if (script.language === 'en') {
    writeFileSync(
      path.join(PUBLIC, captionsPath('en', 'ar')),
      vtt(cues, (s) => {
        if (!s.ar) throw new Error(`No Arabic caption for "${s.say}"`);
        return s.ar;
      }),
    );
  }
}

async function makePdf(browser: Browser, doc: GuideDocument): Promise<void> {
  const page = await browser.newPage();
  await page.setContent(guideHtml(doc), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const file = path.join(PUBLIC, 'downloads', pdfFileName(doc.language));
  await page.pdf({
    path: file,
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    // Digits only: the footer is drawn without the page's web fonts.
    footerTemplate:
      '<div style="width:100%;font-size:8px;color:#5c636a;text-align:center;font-family:sans-serif">Vozly · <span class="pageNumber"></span> / <span class="totalPages"></span></div>',
    tagged: true,
    outline: true,
  });
  await page.close();
  console.log(`[media] ${path.relative(ROOT, file)}: ${Math.round(statSync(file).size / 1024)} KB`);
}

async function main(): Promise<void> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  mkdirSync(path.join(PUBLIC, 'videos'), { recursive: true });
  mkdirSync(path.join(PUBLIC, 'downloads'), { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'vozly-media-'));
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    if (only !== 'pdf') {
      for (const script of [ENGLISH, SPANISH]) await makeVideo(browser, script, work);
    }
    if (only !== 'videos') {
      for (const doc of [englishGuide(), spanishGuide(), arabicGuide()]) await makePdf(browser, doc);
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
