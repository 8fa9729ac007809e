/**
 * The delivery e-mails and short messages, written once for the three languages (en, es, ar) and
 * rendered as a plain-text part and an HTML part: the post-call e-mail, the confirmation of a new
 * address, the daily digest, the endpoint-failure notices and the messaging-app template. They
 * carry the call's data and links only: never a password, a token of the account or a secret.
 */
import callsAe from '../../locales/ae/calls.json' with { type: 'json' };
import callsEn from '../../locales/en/calls.json' with { type: 'json' };
import callsEs from '../../locales/es/calls.json' with { type: 'json' };
import type { CallDetail } from '../../src/lib/calls.ts';

export type MailLang = 'en' | 'es' | 'ar';

/**
 * The call history's own labels (locales/<lang>/calls.json): an e-mail names an outcome and an
 * extracted field as the portal does, and a translator changes them in one place.
 */
const CALL_LABELS: Record<MailLang, { outcome: Record<string, string>; detail: { fields: Record<string, string> } }> = {
  en: callsEn,
  es: callsEs,
  ar: callsAe,
};

const outcomeText = (lang: MailLang, outcome: string) => CALL_LABELS[lang].outcome[outcome] ?? outcome;
const fieldText = (lang: MailLang, field: string) => CALL_LABELS[lang].detail.fields[field] ?? field;

const T = {
  en: {
    callSubject: (outcome: string, caller: string) => `${outcome}: call from ${caller}`,
    summary: 'Summary',
    outcome: 'Outcome',
    caller: 'Caller',
    open: 'Open the call in the portal',
    unsubscribe: 'Stop these e-mails',
    confirmSubject: 'Confirm you want call results from Vozly',
    confirmText: (company: string) =>
      `${company} wants to send the results of its calls to this address. Nothing is sent until you confirm:`,
    digestSubject: (day: string) => `Your calls of ${day}`,
    digestIntro: (count: number) => `${count} calls in the last 24 hours.`,
    byOutcome: 'Calls by outcome',
    appointments: 'Appointments booked',
    leads: 'Leads',
    toReturn: 'Calls to return',
    questions: 'Questions your agent could not answer',
    asked: (count: number) => (count === 1 ? 'asked once' : `asked ${count} times`),
    none: 'None',
    failingSubject: 'Your webhook endpoint is failing',
    failingText: (url: string) => `Deliveries to ${url} have been failing for 24 hours. Vozly keeps retrying; see the delivery log:`,
    disablingSubject: 'Your webhook endpoint will be disabled',
    disablingText: (url: string) =>
      `Deliveries to ${url} have been failing for 4 days. If they still fail after 5 days, the endpoint is disabled. The delivery log:`,
    message: (outcome: string, caller: string, summary: string, link: string) => `Vozly · ${outcome}\n${caller}\n${summary}\n${link}`,
  },
  es: {
    callSubject: (outcome: string, caller: string) => `${outcome}: llamada de ${caller}`,
    summary: 'Resumen',
    outcome: 'Resultado',
    caller: 'Llamante',
    open: 'Abrir la llamada en el portal',
    unsubscribe: 'Dejar de recibir estos correos',
    confirmSubject: 'Confirma que quieres recibir resultados de llamadas de Vozly',
    confirmText: (company: string) =>
      `${company} quiere enviar los resultados de sus llamadas a esta dirección. No se envía nada hasta que lo confirmes:`,
    digestSubject: (day: string) => `Tus llamadas del ${day}`,
    digestIntro: (count: number) => `${count} llamadas en las últimas 24 horas.`,
    byOutcome: 'Llamadas por resultado',
    appointments: 'Citas reservadas',
    leads: 'Leads',
    toReturn: 'Llamadas que devolver',
    questions: 'Preguntas que tu agente no supo responder',
    asked: (count: number) => (count === 1 ? 'preguntada una vez' : `preguntada ${count} veces`),
    none: 'Ninguna',
    failingSubject: 'Tu endpoint de webhooks está fallando',
    failingText: (url: string) => `Los envíos a ${url} llevan 24 horas fallando. Vozly sigue reintentando; consulta el registro de envíos:`,
    disablingSubject: 'Tu endpoint de webhooks se va a desactivar',
    disablingText: (url: string) =>
      `Los envíos a ${url} llevan 4 días fallando. Si siguen fallando a los 5 días, el endpoint se desactiva. El registro de envíos:`,
    message: (outcome: string, caller: string, summary: string, link: string) => `Vozly · ${outcome}\n${caller}\n${summary}\n${link}`,
  },
  ar: {
    callSubject: (outcome: string, caller: string) => `${outcome}: مكالمة من ${caller}`,
    summary: 'الملخص',
    outcome: 'النتيجة',
    caller: 'المتصل',
    open: 'افتح المكالمة في البوابة',
    unsubscribe: 'إيقاف هذه الرسائل',
    confirmSubject: 'أكّد رغبتك في تلقي نتائج المكالمات من Vozly',
    confirmText: (company: string) => `تريد ${company} إرسال نتائج مكالماتها إلى هذا العنوان. لن يُرسل شيء حتى تؤكد:`,
    digestSubject: (day: string) => `مكالماتك بتاريخ ${day}`,
    digestIntro: (count: number) => `${count} مكالمة خلال آخر 24 ساعة.`,
    byOutcome: 'المكالمات حسب النتيجة',
    appointments: 'المواعيد المحجوزة',
    leads: 'العملاء المحتملون',
    toReturn: 'مكالمات يجب الرد عليها',
    questions: 'أسئلة لم يستطع وكيلك الإجابة عنها',
    asked: (count: number) => (count === 1 ? 'طُرح مرة واحدة' : `طُرح ${count} مرات`),
    none: 'لا شيء',
    failingSubject: 'نقطة استقبال الويب هوك لديك تفشل',
    failingText: (url: string) => `تفشل عمليات الإرسال إلى ${url} منذ 24 ساعة. يواصل Vozly المحاولة؛ راجع سجل الإرسال:`,
    disablingSubject: 'سيتم تعطيل نقطة استقبال الويب هوك لديك',
    disablingText: (url: string) => `تفشل عمليات الإرسال إلى ${url} منذ 4 أيام. إذا استمر الفشل بعد 5 أيام فسيتم تعطيلها. سجل الإرسال:`,
    message: (outcome: string, caller: string, summary: string, link: string) => `Vozly · ${outcome}\n${caller}\n${summary}\n${link}`,
  },
} as const;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function html(lang: MailLang, title: string, body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body style="font-family:sans-serif">${body}</body></html>`;
}

const callerOf = (call: Pick<CallDetail, 'callerName' | 'callerNumber'>) =>
  call.callerName ? `${call.callerName} (${call.callerNumber})` : call.callerNumber;

export function callMail(lang: MailLang, call: CallDetail, callLink: string, unsubscribeLink: string): RenderedMail {
  const t = T[lang];
  const outcome = outcomeText(lang, call.outcome);
  const caller = callerOf(call);
  const subject = t.callSubject(outcome, caller);
  const fields = call.extracted.map((item) => [fieldText(lang, item.field), item.value] as const);
  const text = [
    `${t.outcome}: ${outcome}`,
    `${t.caller}: ${caller}`,
    `${t.summary}: ${call.summary}`,
    ...fields.map(([name, value]) => `${name}: ${value}`),
    '',
    `${t.open}: ${callLink}`,
    '',
    `${t.unsubscribe}: ${unsubscribeLink}`,
  ].join('\n');
  const rows = [[t.outcome, outcome], [t.caller, caller], [t.summary, call.summary], ...fields]
    .map(([name, value]) => `<tr><th align="start">${escape(name)}</th><td>${escape(value)}</td></tr>`)
    .join('');
  const body = `<h1>${escape(subject)}</h1><table>${rows}</table><p><a href="${escape(callLink)}">${escape(t.open)}</a></p><p><small><a href="${escape(unsubscribeLink)}">${escape(t.unsubscribe)}</a></small></p>`;
  return { subject, text, html: html(lang, subject, body) };
}

export function confirmMail(lang: MailLang, company: string, confirmLink: string): RenderedMail {
  const t = T[lang];
  const text = `${t.confirmText(company)}\n${confirmLink}`;
  return {
    subject: t.confirmSubject,
    text,
    html: html(
      lang,
      t.confirmSubject,
      `<p>${escape(t.confirmText(company))}</p><p><a href="${escape(confirmLink)}">${escape(confirmLink)}</a></p>`,
    ),
  };
}

export interface DigestData {
  day: string;
  total: number;
  byOutcome: { outcome: string; count: number }[];
  appointments: string[];
  leads: string[];
  toReturn: string[];
  /** The open questions the agent could not answer, with how often they were asked (with the studio). */
  questions?: { question: string; count: number }[];
}

export function digestMail(lang: MailLang, data: DigestData, portalLink: string, unsubscribeLink: string): RenderedMail {
  const t = T[lang];
  const subject = t.digestSubject(data.day);
  const list = (items: string[]) => (items.length ? items : [t.none]);
  const sections: [string, string[]][] = [
    [t.byOutcome, data.byOutcome.map((row) => `${outcomeText(lang, row.outcome)}: ${row.count}`)],
    [t.appointments, list(data.appointments)],
    [t.leads, list(data.leads)],
    [t.toReturn, list(data.toReturn)],
    ...(data.questions
      ? ([[t.questions, list(data.questions.map(({ question, count }) => `${question} (${t.asked(count)})`))]] as [string, string[]][])
      : []),
  ];
  const text = [
    t.digestIntro(data.total),
    '',
    ...sections.flatMap(([title, items]) => [title, ...items.map((item) => `- ${item}`), '']),
    portalLink,
    '',
    `${t.unsubscribe}: ${unsubscribeLink}`,
  ].join('\n');
  const body = `<h1>${escape(subject)}</h1><p>${escape(t.digestIntro(data.total))}</p>${sections.map(([title, items]) => `<h2>${escape(title)}</h2><ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`).join('')}<p><a href="${escape(portalLink)}">${escape(portalLink)}</a></p><p><small><a href="${escape(unsubscribeLink)}">${escape(t.unsubscribe)}</a></small></p>`;
  return { subject, text, html: html(lang, subject, body) };
}

export function endpointNotice(lang: MailLang, kind: 'failing' | 'disabling', url: string, logLink: string): RenderedMail {
  const t = T[lang];
  const subject = kind === 'failing' ? t.failingSubject : t.disablingSubject;
  const intro = kind === 'failing' ? t.failingText(url) : t.disablingText(url);
  return {
    subject,
    text: `${intro}\n${logLink}`,
    html: html(lang, subject, `<p>${escape(intro)}</p><p><a href="${escape(logLink)}">${escape(logLink)}</a></p>`),
  };
}

/** The messaging-app template (WhatsApp-style): outcome, caller, one line of summary, link. */
export function shortMessage(lang: MailLang, call: CallDetail, callLink: string): string {
  const summary = call.summary.split('\n')[0]?.slice(0, 120) ?? '';
  return T[lang].message(outcomeText(lang, call.outcome), callerOf(call), summary, callLink);
}

/** The little pages the e-mailed links open (confirmed, unsubscribed, or the one-click form). */
export const LINK_PAGE = {
  en: {
    confirmed: 'Address confirmed: call results will be sent here.',
    unsubscribed: 'You will not receive these e-mails any more.',
    ask: 'Stop receiving these e-mails?',
    button: 'Unsubscribe',
  },
  es: {
    confirmed: 'Dirección confirmada: los resultados de las llamadas llegarán aquí.',
    unsubscribed: 'Ya no recibirás estos correos.',
    ask: '¿Dejar de recibir estos correos?',
    button: 'Darme de baja',
  },
  ar: {
    confirmed: 'تم تأكيد العنوان: ستصل نتائج المكالمات إلى هنا.',
    unsubscribed: 'لن تتلقى هذه الرسائل بعد الآن.',
    ask: 'هل تريد التوقف عن تلقي هذه الرسائل؟',
    button: 'إلغاء الاشتراك',
  },
} as const;

export function linkPage(lang: MailLang, message: string, form?: { action: string; button: string }): string {
  const content = `<main><p>${escape(message)}</p>${form ? `<form method="post" action="${escape(form.action)}"><button type="submit">${escape(form.button)}</button></form>` : ''}</main>`;
  return html(lang, 'Vozly', content);
}
