/**
 * The delivery e-mails and short messages in the three languages (en, es, ar), rendered as a
 * plain-text part and an HTML part: the post-call e-mail, the confirmation of a new address, the
 * daily digest, the endpoint-failure notices and the messaging-app template. Their words are the
 * `mail` namespace of the locale files (../mailTexts.ts); the layout and markup are here. They
 * carry the call's data and links only: never a password, a token of the account or a secret.
 */
import callsAe from '../../locales/ae/calls.json' with { type: 'json' };
import callsEn from '../../locales/en/calls.json' with { type: 'json' };
import callsEs from '../../locales/es/calls.json' with { type: 'json' };
import type { CallDetail } from '../../src/lib/calls.ts';
import { mailText, type MailKey, type MailVars } from '../mailTexts.ts';

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
  const t = (key: MailKey, vars?: MailVars) => mailText(lang, key, vars);
  const outcome = outcomeText(lang, call.outcome);
  const caller = callerOf(call);
  const subject = t('call.subject', { outcome, caller });
  const fields = call.extracted.map((item) => [fieldText(lang, item.field), item.value] as const);
  const text = [
    `${t('call.outcome')}: ${outcome}`,
    `${t('call.caller')}: ${caller}`,
    `${t('call.summary')}: ${call.summary}`,
    ...fields.map(([name, value]) => `${name}: ${value}`),
    '',
    `${t('call.open')}: ${callLink}`,
    '',
    `${t('unsubscribe')}: ${unsubscribeLink}`,
  ].join('\n');
  const rows = [[t('call.outcome'), outcome], [t('call.caller'), caller], [t('call.summary'), call.summary], ...fields]
    .map(([name, value]) => `<tr><th align="start">${escape(name)}</th><td>${escape(value)}</td></tr>`)
    .join('');
  const body = `<h1>${escape(subject)}</h1><table>${rows}</table><p><a href="${escape(callLink)}">${escape(t('call.open'))}</a></p><p><small><a href="${escape(unsubscribeLink)}">${escape(t('unsubscribe'))}</a></small></p>`;
  return { subject, text, html: html(lang, subject, body) };
}

export function confirmMail(lang: MailLang, company: string, confirmLink: string): RenderedMail {
  const subject = mailText(lang, 'confirm.subject');
  const intro = mailText(lang, 'confirm.text', { company });
  const text = `${intro}\n${confirmLink}`;
  return {
    subject,
    text,
    html: html(lang, subject, `<p>${escape(intro)}</p><p><a href="${escape(confirmLink)}">${escape(confirmLink)}</a></p>`),
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
  const t = (key: MailKey, vars?: MailVars) => mailText(lang, key, vars);
  const subject = t('digest.subject', { day: data.day });
  const intro = t('digest.intro', { count: data.total });
  const list = (items: string[]) => (items.length ? items : [t('digest.none')]);
  const questions = data.questions?.map(({ question, count }) => `${question} (${t('digest.asked', { count })})`);
  const sections: [string, string[]][] = [
    [t('digest.byOutcome'), data.byOutcome.map((row) => `${outcomeText(lang, row.outcome)}: ${row.count}`)],
    [t('digest.appointments'), list(data.appointments)],
    [t('digest.leads'), list(data.leads)],
    [t('digest.toReturn'), list(data.toReturn)],
    ...(questions ? [[t('digest.questions'), list(questions)] as [string, string[]]] : []),
  ];
  const text = [
    intro,
    '',
    ...sections.flatMap(([title, items]) => [title, ...items.map((item) => `- ${item}`), '']),
    portalLink,
    '',
    `${t('unsubscribe')}: ${unsubscribeLink}`,
  ].join('\n');
  const body = `<h1>${escape(subject)}</h1><p>${escape(intro)}</p>${sections.map(([title, items]) => `<h2>${escape(title)}</h2><ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`).join('')}<p><a href="${escape(portalLink)}">${escape(portalLink)}</a></p><p><small><a href="${escape(unsubscribeLink)}">${escape(t('unsubscribe'))}</a></small></p>`;
  return { subject, text, html: html(lang, subject, body) };
}

export function endpointNotice(lang: MailLang, kind: 'failing' | 'disabling', url: string, logLink: string): RenderedMail {
  const subject = mailText(lang, `endpoint.${kind}.subject`);
  const intro = mailText(lang, `endpoint.${kind}.text`, { url });
  return {
    subject,
    text: `${intro}\n${logLink}`,
    html: html(lang, subject, `<p>${escape(intro)}</p><p><a href="${escape(logLink)}">${escape(logLink)}</a></p>`),
  };
}

/** The messaging-app template (WhatsApp-style): outcome, caller, one line of summary, link. */
export function shortMessage(lang: MailLang, call: CallDetail, callLink: string): { subject: string; text: string } {
  const summary = call.summary.split('\n')[0]?.slice(0, 120) ?? '';
  return {
    subject: mailText(lang, 'message.subject'),
    text: mailText(lang, 'message.text', { outcome: outcomeText(lang, call.outcome), caller: callerOf(call), summary, link: callLink }),
  };
}

export function linkPage(lang: MailLang, message: string, form?: { action: string; button: string }): string {
  const content = `<main><p>${escape(message)}</p>${form ? `<form method="post" action="${escape(form.action)}"><button type="submit">${escape(form.button)}</button></form>` : ''}</main>`;
  return html(lang, mailText(lang, 'linkPage.title'), content);
}
