import type { Request } from 'express';
import {
  LEAD_INDUSTRIES,
  LEAD_LIMITS,
  LEAD_SIZE_LABELS,
  normalizeUrl,
  PLACE_ID_PATTERN,
  type LeadPayload,
} from '../../src/lib/lead.ts';
import { LOCALES } from '../../src/lib/locale.ts';
import type { ApiModule } from '../context.ts';
import { isEmail, isPhone, normalizeEmail, normalizePhone, objectBody, sendError, type Body } from '../http.ts';
import { addMessages, msg } from '../messages.ts';
import { portalLink } from '../mail.ts';
import { collection, nextId } from '../store.ts';

/** A stored lead: the payload of spec section 3 plus an id and the time it arrived. */
export interface LeadRecord extends LeadPayload {
  id: number;
  createdAt: string;
}

export const LEADS_COLLECTION = 'leads';

addMessages({
  en: {
    leadMissing: 'Missing required fields: {fields}.',
    leadInvalidField: 'Invalid value for {field}.',
    leadTooLong: 'The field {field} is too long.',
    leadInvalidUrl: 'The website is not a valid web address.',
    leadInvalidSize: 'The company size must be freelancer, SME or Large Company.',
    leadInvalidIndustry: 'The industry must be one of: {options}.',
    leadReceived: 'Thank you! We have received your details. Check your e-mail to verify them.',
    leadMailSubject: 'We have received your details',
    leadMailText:
      'Hello {name},\n\nthank you for your interest in Vozly. These are the details we received:\n\nCompany: {company}\nPhone: {phone}\nE-mail: {email}\n\nIf any of them is wrong, reply to this e-mail. An advisor will call you within one working day.\n\n{link}',
  },
  es: {
    leadMissing: 'Faltan campos obligatorios: {fields}.',
    leadInvalidField: 'Valor no válido para {field}.',
    leadTooLong: 'El campo {field} es demasiado largo.',
    leadInvalidUrl: 'El sitio web no es una dirección web válida.',
    leadInvalidSize: 'El tamaño de empresa debe ser freelancer, SME o Large Company.',
    leadInvalidIndustry: 'El sector debe ser uno de: {options}.',
    leadReceived: '¡Gracias! Hemos recibido tus datos. Revisa tu correo para verificarlos.',
    leadMailSubject: 'Hemos recibido tus datos',
    leadMailText:
      'Hola, {name}:\n\ngracias por tu interés en Vozly. Estos son los datos que hemos recibido:\n\nEmpresa: {company}\nTeléfono: {phone}\nCorreo: {email}\n\nSi alguno no es correcto, responde a este correo. Un asesor te llamará en un día laborable.\n\n{link}',
  },
  ar: {
    leadMissing: 'حقول مطلوبة مفقودة: {fields}.',
    leadInvalidField: 'قيمة غير صالحة للحقل {field}.',
    leadTooLong: 'الحقل {field} طويل جدًا.',
    leadInvalidUrl: 'الموقع الإلكتروني ليس عنوان ويب صالحًا.',
    leadInvalidSize: 'يجب أن يكون حجم الشركة freelancer أو SME أو Large Company.',
    leadInvalidIndustry: 'يجب أن يكون القطاع واحدًا من: {options}.',
    leadReceived: 'شكرًا لك! استلمنا بياناتك. تحقّق من بريدك الإلكتروني لتأكيدها.',
    leadMailSubject: 'استلمنا بياناتك',
    leadMailText:
      'مرحبًا {name}،\n\nشكرًا لاهتمامك بـ Vozly. هذه هي البيانات التي استلمناها:\n\nالشركة: {company}\nالهاتف: {phone}\nالبريد الإلكتروني: {email}\n\nإذا كان أي منها غير صحيح، فردّ على هذه الرسالة. سيتصل بك أحد المستشارين خلال يوم عمل واحد.\n\n{link}',
  },
});

type Check = { ok: true; lead: LeadPayload } | { ok: false; error: string };

/**
 * Every field of spec section 3, checked as the form checks it: required texts, a valid
 * e-mail and international phone, an http(s) website or null, the fixed values (extra_info
 * null, is_contacted false, is_active true, CEO null), one of the sizes and industries, a
 * supported locale, and place_id `CUST-` + timestamp. Unknown fields are refused.
 */
export function checkLead(req: Request, body: Body): Check {
  const fail = (error: string): Check => ({ ok: false, error });
  const required = ['place_id', 'company_name', 'contact_name', 'phone', 'email', 'company_size', 'industry', 'locale'] as const;
  const missing = required.filter((field) => typeof body[field] !== 'string' || !(body[field] as string).trim());
  if (missing.length) return fail(msg(req, 'leadMissing', { fields: missing.join(', ') }));

  const allowed = new Set<string>([...required, 'url', 'extra_info', 'is_contacted', 'is_active', 'CEO']);
  const unknown = Object.keys(body).filter((field) => !allowed.has(field));
  if (unknown.length) return fail(msg(req, 'leadInvalidField', { field: unknown.join(', ') }));

  const text = (field: (typeof required)[number]) => (body[field] as string).trim();
  if (!PLACE_ID_PATTERN.test(text('place_id'))) return fail(msg(req, 'leadInvalidField', { field: 'place_id' }));
  if (text('contact_name').length > LEAD_LIMITS.contactName) return fail(msg(req, 'leadTooLong', { field: 'contact_name' }));
  if (text('company_name').length > LEAD_LIMITS.companyName) return fail(msg(req, 'leadTooLong', { field: 'company_name' }));
  const email = normalizeEmail(text('email'));
  if (!isEmail(email)) return fail(msg(req, 'invalidEmail'));
  const phone = normalizePhone(text('phone'));
  if (!isPhone(phone)) return fail(msg(req, 'invalidPhone'));

  let url: string | null = null;
  if (body.url !== null && body.url !== undefined && body.url !== '') {
    if (typeof body.url !== 'string') return fail(msg(req, 'leadInvalidUrl'));
    url = normalizeUrl(body.url);
    if (!url) return fail(msg(req, 'leadInvalidUrl'));
  }
  const fixed: [string, unknown][] = [
    ['extra_info', null],
    ['is_contacted', false],
    ['is_active', true],
    ['CEO', null],
  ];
  for (const [field, value] of fixed) {
    if (field in body && body[field] !== value) return fail(msg(req, 'leadInvalidField', { field }));
  }
  const size = text('company_size');
  if (!(LEAD_SIZE_LABELS as readonly string[]).includes(size)) return fail(msg(req, 'leadInvalidSize'));
  const industry = text('industry');
  if (!(LEAD_INDUSTRIES as readonly string[]).includes(industry)) {
    return fail(msg(req, 'leadInvalidIndustry', { options: LEAD_INDUSTRIES.join(', ') }));
  }
  const locale = text('locale');
  if (!(LOCALES as readonly string[]).includes(locale)) return fail(msg(req, 'leadInvalidField', { field: 'locale' }));

  return {
    ok: true,
    lead: {
      place_id: text('place_id'),
      company_name: text('company_name'),
      url,
      contact_name: text('contact_name'),
      phone,
      email,
      extra_info: null,
      is_contacted: false,
      is_active: true,
      CEO: null,
      company_size: size as LeadPayload['company_size'],
      industry: industry as LeadPayload['industry'],
      locale: locale as LeadPayload['locale'],
    },
  };
}

/**
 * The landing page's lead form (spec section 7 names neither method nor path):
 * - POST /api/leads stores a lead and answers 201 `{ id, message }`, or 400 `{ error }` in the
 *   visitor's language; a confirmation e-mail goes to the outbox.
 * - Leads are never listed by json-server's generic routes (`leads` is not a public collection).
 * - GET /api/dev/leads[?email=] lists them when the development routes are on (developers and
 *   the end-to-end tests check that a lead arrived).
 */
export const leadsModule: ApiModule = {
  name: 'leads',
  seed: () => ({ [LEADS_COLLECTION]: [] }),
  register(app, ctx) {
    app.post('/api/leads', (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      const check = checkLead(req, body);
      if (!check.ok) return sendError(res, 400, check.error);
      const record = ctx.db.mutate(() => {
        const leads = collection<LeadRecord>(ctx.db, LEADS_COLLECTION);
        const added: LeadRecord = { id: nextId(leads), ...check.lead, createdAt: new Date(ctx.now()).toISOString() };
        leads.push(added);
        const first = added.contact_name.split(' ')[0] ?? added.contact_name;
        ctx.sendMail({
          kind: 'lead',
          to: added.email,
          subject: msg(req, 'leadMailSubject'),
          text: msg(req, 'leadMailText', { name: first, company: added.company_name, phone: added.phone, email: added.email, link: portalLink(ctx, req, '/') }),
          link: null,
        });
        return added;
      });
      res.status(201).json({ id: record.id, message: msg(req, 'leadReceived') });
    });

    if (!ctx.devRoutes) return;
    app.get('/api/dev/leads', (req, res) => {
      const email = typeof req.query.email === 'string' ? normalizeEmail(req.query.email) : null;
      const leads = collection<LeadRecord>(ctx.db, LEADS_COLLECTION).filter((lead) => !email || lead.email === email);
      res.json([...leads].reverse());
    });
  },
};
