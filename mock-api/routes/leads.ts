import { normalizeUrl, type LeadPayload } from '../../src/lib/lead.ts';
import type { ApiModule } from '../context.ts';
import { normalizeEmail, normalizePhone, jsonBody, sendError, type Body } from '../http.ts';
import { addMessages, msg, requestLang } from '../messages.ts';
import { portalLink } from '../mail.ts';
import { mailText } from '../mailTexts.ts';
import { collection, nextId } from '../store.ts';

/** A stored lead: the submitted lead payload plus an id and the time it arrived. */
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
  },
  es: {
    leadMissing: 'Faltan campos obligatorios: {fields}.',
    leadInvalidField: 'Valor no válido para {field}.',
    leadTooLong: 'El campo {field} es demasiado largo.',
    leadInvalidUrl: 'El sitio web no es una dirección web válida.',
    leadInvalidSize: 'El tamaño de empresa debe ser freelancer, SME o Large Company.',
    leadInvalidIndustry: 'El sector debe ser uno de: {options}.',
    leadReceived: '¡Gracias! Hemos recibido tus datos. Revisa tu correo para verificarlos.',
  },
  ar: {
    leadMissing: 'حقول مطلوبة مفقودة: {fields}.',
    leadInvalidField: 'قيمة غير صالحة للحقل {field}.',
    leadTooLong: 'الحقل {field} طويل جدًا.',
    leadInvalidUrl: 'الموقع الإلكتروني ليس عنوان ويب صالحًا.',
    leadInvalidSize: 'يجب أن يكون حجم الشركة freelancer أو SME أو Large Company.',
    leadInvalidIndustry: 'يجب أن يكون القطاع واحدًا من: {options}.',
    leadReceived: 'شكرًا لك! استلمنا بياناتك. تحقّق من بريدك الإلكتروني لتأكيدها.',
  },
});

/**
 * The lead a body asks for, normalised (texts trimmed, e-mail and phone normalised, the website as
 * an http(s) URL or null, the payload's fixed values). The contract has checked every field
 * (`LeadRequest`: required texts, e-mail, phone, sizes, industries, locale, place_id, unknown
 * fields refused); null when the website is not a web address.
 */
export function leadFrom(body: Body): LeadPayload | null {
  const text = (field: keyof LeadPayload) => (body[field] as string).trim();
  const url = typeof body.url === 'string' && body.url !== '' ? normalizeUrl(body.url) : null;
  if (url === null && typeof body.url === 'string' && body.url !== '') return null;
  return {
    place_id: text('place_id'),
    company_name: text('company_name'),
    url,
    contact_name: text('contact_name'),
    phone: normalizePhone(text('phone')),
    email: normalizeEmail(text('email')),
    extra_info: null,
    is_contacted: false,
    is_active: true,
    CEO: null,
    company_size: text('company_size') as LeadPayload['company_size'],
    industry: text('industry') as LeadPayload['industry'],
    locale: text('locale') as LeadPayload['locale'],
  };
}

/**
 * The landing page's lead form (the spec names neither method nor path):
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
      const body = jsonBody(req);
      const lead = leadFrom(body);
      if (!lead) return sendError(res, 400, msg(req, 'leadInvalidUrl'));
      const record = ctx.db.mutate(() => {
        const leads = collection<LeadRecord>(ctx.db, LEADS_COLLECTION);
        const added: LeadRecord = { id: nextId(leads), ...lead, createdAt: new Date(ctx.now()).toISOString() };
        leads.push(added);
        const first = added.contact_name.split(' ')[0] ?? added.contact_name;
        const lang = requestLang(req);
        ctx.sendMail({
          kind: 'lead',
          to: added.email,
          subject: mailText(lang, 'lead.subject'),
          text: mailText(lang, 'lead.text', {
            name: first,
            company: added.company_name,
            phone: added.phone,
            email: added.email,
            link: portalLink(ctx, req, '/'),
          }),
          link: null,
        });
        return added;
      });
      res.status(201).json({ id: record.id, message: msg(req, 'leadReceived') });
    });

    if (!ctx.config.devRoutes) return;
    app.get('/api/dev/leads', (req, res) => {
      const email = typeof req.query.email === 'string' ? normalizeEmail(req.query.email) : null;
      const leads = collection<LeadRecord>(ctx.db, LEADS_COLLECTION).filter((lead) => !email || lead.email === email);
      res.json([...leads].reverse());
    });
  },
};
