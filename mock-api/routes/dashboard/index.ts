/**
 * The dashboard's slice of the mock API: the account updates (accountUpdates.ts), the read-only
 * catalogues (call packages and voices, served by json-server) and the caller's own bot
 * configuration, profile and settings (GET and PUT; the records: ../dashboard/records.ts).
 */
import type { Express, Request, Response } from 'express';
import {
  normalizeWebsite,
  NOTIFICATION_PREFERENCES,
  type Profile,
  type Settings,
  type VoiceId,
  VOICES,
} from '../../../src/lib/dashboard.ts';
import type { Locale } from '../../../src/lib/locale.ts';
import type { Company, CompanySize, Industry } from '../../../src/lib/types.ts';
import { CALL_PACKAGES } from '../../../src/lib/plans.ts';
import { MockProfile } from '../../fixtures/dashboard.ts';
import { MockUser } from '../../fixtures/users.ts';
import type { ApiContext, ApiModule } from '../../context.ts';
import { normalizePhone, jsonBody, route, sendError, type Body } from '../../http.ts';
import { addMessages, msg } from '../../messages.ts';
import { authOf, requireAuth } from '../../sessions.ts';
import { changeVoice } from '../../studio/store.ts';
import { findUserByPhone, publicUser, type UserRecord } from '../../store.ts';
import { registerAccountUpdates } from './accountUpdates.ts';
import {
  botConfigOf,
  botRecord,
  COLLECTIONS,
  profileOf,
  profileRecord,
  settingsOf,
  settingsRecord,
  type BotConfigRecord,
  type ProfileRecord,
  type SettingsRecord,
} from '../../dashboard/records.ts';

addMessages({
  en: {
    promptRequired: 'Write the instructions for your assistant.',
    promptTooLong: 'The instructions are too long (at most {max} characters).',
    invalidLocale: 'Unknown language: use en, es or ae.',
    invalidVoice: 'Choose one of the available voices.',
    nameRequired: 'Enter your name.',
    companyNameRequired: 'Company name is required.',
    invalidWebsite: 'Enter a valid website address, such as https://example.com.',
    invalidCifNif: 'The tax ID may only contain letters, digits and dashes (at most 20).',
    invalidLanguage: 'Choose one of the offered languages: es, en, fr or de.',
    invalidTimezone: 'Choose one of the offered time zones.',
    invalidNotifications: 'Notification preferences must be true or false.',
  },
  es: {
    promptRequired: 'Escribe las instrucciones para tu asistente.',
    promptTooLong: 'Las instrucciones son demasiado largas (como máximo {max} caracteres).',
    invalidLocale: 'Idioma desconocido: usa en, es o ae.',
    invalidVoice: 'Elige una de las voces disponibles.',
    nameRequired: 'Introduce tu nombre.',
    companyNameRequired: 'El nombre de la empresa es obligatorio.',
    invalidWebsite: 'Introduce una dirección web válida, como https://ejemplo.com.',
    invalidCifNif: 'El CIF/NIF solo puede contener letras, dígitos y guiones (20 como máximo).',
    invalidLanguage: 'Elige uno de los idiomas ofrecidos: es, en, fr o de.',
    invalidTimezone: 'Elige una de las zonas horarias ofrecidas.',
    invalidNotifications: 'Las preferencias de notificación deben ser verdadero o falso.',
  },
  ar: {
    promptRequired: 'اكتب التعليمات لمساعدك.',
    promptTooLong: 'التعليمات طويلة جدًا (الحد الأقصى {max} حرف).',
    invalidLocale: 'لغة غير معروفة: استخدم en أو es أو ae.',
    invalidVoice: 'اختر أحد الأصوات المتاحة.',
    nameRequired: 'أدخل اسمك.',
    companyNameRequired: 'اسم الشركة مطلوب.',
    invalidWebsite: 'أدخل عنوان موقع صالحًا، مثل https://example.com.',
    invalidCifNif: 'يمكن أن يحتوي الرقم الضريبي على أحرف وأرقام وشرطات فقط (20 كحد أقصى).',
    invalidLanguage: 'اختر إحدى اللغات المعروضة: es أو en أو fr أو de.',
    invalidTimezone: 'اختر إحدى المناطق الزمنية المعروضة.',
    invalidNotifications: 'يجب أن تكون تفضيلات الإشعارات صحيحة أو خاطئة.',
  },
});

const str = (body: Body, field: string): string | undefined => (typeof body[field] === 'string' ? (body[field] as string) : undefined);

/**
 * The profile a body asks for, normalised; the contract checked its fields (`ProfileRequest`).
 * What is left is the account's rules: a phone another account has, a website that is not a URL.
 */
function profileFrom(ctx: ApiContext, req: Request, user: UserRecord, body: Body): Profile | { error: string; status: number } {
  const phone = normalizePhone(body.phone as string);
  const holder = findUserByPhone(ctx.db, phone);
  if (holder && holder.id !== user.id) return { error: msg(req, 'phoneExists'), status: 409 };
  const website = normalizeWebsite(str(body, 'website') ?? '');
  if (website === null) return { error: msg(req, 'invalidWebsite'), status: 400 };
  const c = body.company as Body;
  const company: Company = {
    name: (c.name as string).trim(),
    cifNif: (str(c, 'cifNif') ?? '').trim().toUpperCase(),
    industry: (str(c, 'industry') ?? '') as Industry | '',
    size: (str(c, 'size') ?? '') as CompanySize | '',
  };
  return { name: (body.name as string).trim(), phone, company, website, address: (str(body, 'address') ?? '').trim() };
}

/**
 * The caller's own bot configuration, profile and settings: GET and PUT behind a session, never
 * another account's record (there is no id to ask for one).
 */
function registerOwnRecords(app: Express, ctx: ApiContext) {
  /** `GET path` answers `read(user)`; `PUT path`, with a JSON object body, is `save`'s to check, store and answer. */
  const ownRoutes = (
    path: string,
    read: (user: UserRecord) => unknown,
    save: (req: Request, res: Response, user: UserRecord, body: Body) => void,
  ) => {
    app.get(path, requireAuth(ctx), (_req, res) => {
      res.json(read(authOf(res).user));
    });
    app.put(
      path,
      requireAuth(ctx),
      route((req, res) => {
        const body = jsonBody(req);
        save(req, res, authOf(res).user, body);
      }),
    );
  };

  ownRoutes(
    '/api/bot-config',
    (user) => botConfigOf(ctx, user),
    (_req, res, user, body) => {
      const prompt = (body.prompt as string).trim();
      const locale = (body.locale as Locale | undefined) ?? null;
      const voiceId = body.voiceId as VoiceId;
      // The voice and instructions are the studio draft's voice section: the write raises its revision.
      ctx.db.mutate(() =>
        changeVoice(ctx, user, () => {
          const record = botRecord(ctx, user.id);
          record.voiceId = voiceId;
          if (locale) record.promptLocale = locale;
          user.iaprompt = prompt;
        }),
      );
      res.json(botConfigOf(ctx, user));
    },
  );

  ownRoutes(
    '/api/profile',
    (user) => profileOf(ctx, user),
    (req, res, user, body) => {
      const checked = profileFrom(ctx, req, user, body);
      if ('error' in checked) return sendError(res, checked.status, checked.error);
      ctx.db.mutate(() => {
        user.name = checked.name;
        user.phone = checked.phone;
        user.company = checked.company;
        const record = profileRecord(ctx, user.id);
        record.website = checked.website;
        record.address = checked.address;
      });
      res.json({ profile: profileOf(ctx, user), user: publicUser(user) });
    },
  );

  ownRoutes(
    '/api/settings',
    (user) => settingsOf(ctx, user.id),
    (_req, res, user, body) => {
      const notifications = body.notifications as Settings['notifications'];
      const settings: Settings = {
        language: body.language as Settings['language'],
        timezone: body.timezone as Settings['timezone'],
        notifications: Object.fromEntries(NOTIFICATION_PREFERENCES.map((key) => [key, notifications[key]])) as Settings['notifications'],
      };
      ctx.db.mutate(() => Object.assign(settingsRecord(ctx, user.id), settings));
      res.json(settingsOf(ctx, user.id));
    },
  );
}

/**
 * The dashboard's slice of the mock API: the four account updates, the read-only catalogues
 * (call packages and voices, served by json-server at GET /api/callPackages and /api/voices) and
 * the caller's own bot configuration, profile and settings.
 */
export const dashboardModule: ApiModule = {
  name: 'dashboard',
  register(app, ctx) {
    registerAccountUpdates(app, ctx);
    registerOwnRecords(app, ctx);
  },
  seed: () => ({
    [COLLECTIONS.packages]: CALL_PACKAGES.map((p) => ({ ...p })),
    [COLLECTIONS.voices]: VOICES.map((v) => ({ ...v })),
    [COLLECTIONS.bots]: [] as BotConfigRecord[],
    [COLLECTIONS.profiles]: [
      { id: 1, userId: MockUser.id, website: MockProfile.website, address: MockProfile.address },
    ] satisfies ProfileRecord[],
    [COLLECTIONS.settings]: [] as SettingsRecord[],
  }),
  publicCollections: [COLLECTIONS.packages, COLLECTIONS.voices],
};
