import type { Express, Request, Response } from 'express';
import {
  DEFAULT_SETTINGS,
  DEFAULT_VOICE_ID,
  normalizeWebsite,
  NOTIFICATION_PREFERENCES,
  type AccountUpdateKind,
  type BotConfig,
  type Profile,
  type Settings,
  type VoiceId,
  VOICES,
} from '../../src/lib/dashboard.ts';
import { LEGAL_CONTACT } from '../../src/lib/legal.ts';
import type { Locale } from '../../src/lib/locale.ts';
import type { Company, CompanySize, Industry } from '../../src/lib/types.ts';
import { CALL_PACKAGES } from '../../src/lib/plans.ts';
import { MockProfile } from '../fixtures/dashboard.ts';
import { MockUser } from '../fixtures/users.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { normalizeEmail, normalizePhone, objectBody, route, sendError, type Body } from '../http.ts';
import { addMessages, msg } from '../messages.ts';
import { hashPassword, verifyPassword } from '../security.ts';
import { authOf, clearSessionCookie, endUserSessions, requireAuth } from '../sessions.ts';
import { changeVoice } from '../studio/store.ts';
import { collection, findUserByEmail, findUserByPhone, publicUser, type UserRecord } from '../store.ts';

/** Per-user records of this module (never served by json-server's generic routes). */
interface BotConfigRecord {
  id: number;
  userId: number;
  voiceId: VoiceId;
  /** Locale the prompt was last written in (`newIaprompt` sends it). */
  promptLocale: string | null;
}

interface ProfileRecord {
  id: number;
  userId: number;
  website: string;
  address: string;
}

interface SettingsRecord extends Settings {
  id: number;
  userId: number;
}

const COLLECTIONS = {
  packages: 'callPackages',
  voices: 'voices',
  bots: 'botConfigs',
  profiles: 'profiles',
  settings: 'accountSettings',
} as const;

addMessages({
  en: {
    emailUpdated: 'Your e-mail has been updated.',
    phoneUpdated: 'Your phone number has been updated.',
    passwordUpdated: 'Your password has been changed. Log in again with the new one.',
    iapromptUpdated: 'The instructions of your assistant have been updated.',
    sameEmail: 'The new e-mail is the same as the current one.',
    samePhone: 'The new phone number is the same as the current one.',
    samePassword: 'The new password must be different from the current one.',
    wrongCurrentPassword: 'The current password is incorrect.',
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
    emailChangedSubject: 'The e-mail address of your Vozly account was changed',
    emailChangedText:
      'Hello {name},\n\nthe e-mail address of your Vozly account was changed on {when} (UTC), from {old} to {new}. From now on we write only to the new address.\n\nIf it was you, there is nothing to do.\n\nIf it was not you, someone else may be using your account: write to us at once at {support} (or reply to this e-mail). We will put your address back and end every session of the account.\n',
  },
  es: {
    emailUpdated: 'Tu correo electrónico se ha actualizado.',
    phoneUpdated: 'Tu número de teléfono se ha actualizado.',
    passwordUpdated: 'Tu contraseña se ha cambiado. Vuelve a iniciar sesión con la nueva.',
    iapromptUpdated: 'Las instrucciones de tu asistente se han actualizado.',
    sameEmail: 'El nuevo correo electrónico es igual al actual.',
    samePhone: 'El nuevo número de teléfono es igual al actual.',
    samePassword: 'La nueva contraseña debe ser distinta de la actual.',
    wrongCurrentPassword: 'La contraseña actual no es correcta.',
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
    emailChangedSubject: 'Se ha cambiado el correo electrónico de tu cuenta de Vozly',
    emailChangedText:
      'Hola, {name}:\n\nel correo electrónico de tu cuenta de Vozly se cambió el {when} (UTC), de {old} a {new}. A partir de ahora solo escribimos a la dirección nueva.\n\nSi has sido tú, no tienes que hacer nada.\n\nSi no has sido tú, puede que otra persona esté usando tu cuenta: escríbenos cuanto antes a {support} (o responde a este correo). Volveremos a poner tu dirección y cerraremos todas las sesiones de la cuenta.\n',
  },
  ar: {
    emailUpdated: 'تم تحديث بريدك الإلكتروني.',
    phoneUpdated: 'تم تحديث رقم هاتفك.',
    passwordUpdated: 'تم تغيير كلمة المرور. سجّل الدخول مرة أخرى باستخدام الجديدة.',
    iapromptUpdated: 'تم تحديث تعليمات مساعدك.',
    sameEmail: 'البريد الإلكتروني الجديد مطابق للحالي.',
    samePhone: 'رقم الهاتف الجديد مطابق للحالي.',
    samePassword: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية.',
    wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة.',
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
    emailChangedSubject: 'تم تغيير البريد الإلكتروني لحسابك في Vozly',
    emailChangedText:
      'مرحبًا {name}،\n\nتم تغيير البريد الإلكتروني لحسابك في Vozly بتاريخ {when} (بالتوقيت العالمي)، من {old} إلى {new}. من الآن فصاعدًا نراسل العنوان الجديد فقط.\n\nإذا كنت أنت من قام بذلك، فلا حاجة لأي إجراء.\n\nإذا لم تكن أنت، فقد يكون شخص آخر يستخدم حسابك: راسلنا فورًا على {support} (أو ردّ على هذه الرسالة). سنعيد عنوانك وننهي جميع جلسات الحساب.\n',
  },
});

const str = (body: Body, field: string): string | undefined => (typeof body[field] === 'string' ? (body[field] as string) : undefined);

function nextRecordId(records: readonly { id: number }[]): number {
  return records.reduce((max, record) => Math.max(max, record.id), 0) + 1;
}

/** The record of a user in a per-user collection, or its defaults (nothing is stored by a read). */
function readRecord<T extends { id: number; userId: number }>(
  ctx: ApiContext,
  name: string,
  userId: number,
  defaults: () => Omit<T, 'id' | 'userId'>,
): Omit<T, 'id' | 'userId'> {
  return collection<T>(ctx.db, name).find((r) => r.userId === userId) ?? defaults();
}

/** The record of a user in a per-user collection, created from the defaults when it is missing. */
function ownRecord<T extends { id: number; userId: number }>(
  ctx: ApiContext,
  name: string,
  userId: number,
  defaults: () => Omit<T, 'id' | 'userId'>,
): T {
  const records = collection<T>(ctx.db, name);
  let record = records.find((r) => r.userId === userId);
  if (!record) {
    record = { ...defaults(), id: nextRecordId(records), userId } as T;
    records.push(record);
  }
  return record;
}

const BOT_DEFAULTS = (): Omit<BotConfigRecord, 'id' | 'userId'> => ({ voiceId: DEFAULT_VOICE_ID, promptLocale: null });
const PROFILE_DEFAULTS = (): Omit<ProfileRecord, 'id' | 'userId'> => ({ website: '', address: '' });
const SETTINGS_DEFAULTS = (): Omit<SettingsRecord, 'id' | 'userId'> => structuredClone(DEFAULT_SETTINGS);

const botRecord = (ctx: ApiContext, userId: number) => ownRecord<BotConfigRecord>(ctx, COLLECTIONS.bots, userId, BOT_DEFAULTS);
const profileRecord = (ctx: ApiContext, userId: number) => ownRecord<ProfileRecord>(ctx, COLLECTIONS.profiles, userId, PROFILE_DEFAULTS);
const settingsRecord = (ctx: ApiContext, userId: number) => ownRecord<SettingsRecord>(ctx, COLLECTIONS.settings, userId, SETTINGS_DEFAULTS);

const botConfigOf = (ctx: ApiContext, user: UserRecord): BotConfig => ({
  voiceId: readRecord<BotConfigRecord>(ctx, COLLECTIONS.bots, user.id, BOT_DEFAULTS).voiceId,
  prompt: user.iaprompt,
});

function profileOf(ctx: ApiContext, user: UserRecord): Profile {
  const extra = readRecord<ProfileRecord>(ctx, COLLECTIONS.profiles, user.id, PROFILE_DEFAULTS);
  return {
    name: user.name,
    phone: user.phone,
    company: user.company ?? { name: '', cifNif: '', industry: '', size: '' },
    website: extra.website,
    address: extra.address,
  };
}

export function settingsOf(ctx: ApiContext, userId: number): Settings {
  const { language, timezone, notifications } = readRecord<SettingsRecord>(ctx, COLLECTIONS.settings, userId, SETTINGS_DEFAULTS);
  return { language, timezone, notifications: { ...notifications } };
}

/** The prompt, validated: a non-blank string of at most PROMPT_MAX_LENGTH characters. */

/**
 * The account updates (`PUT /api/users/new{Kind}/{email}`). The bearer token must own the e-mail in the path:
 * 401 without a session, 403 for another account's e-mail (nothing changes), 400 for a bad value,
 * 409 for an e-mail or phone another account has. Each answers `{ user, message }`.
 */
function registerAccountUpdates(app: Express, ctx: ApiContext) {
  const owner = (req: Request, res: Response): UserRecord | null => {
    const { user } = authOf(res);
    const pathEmail = normalizeEmail(String(req.params.email ?? ''));
    if (pathEmail !== user.email.toLowerCase()) {
      sendError(res, 403, msg(req, 'forbidden'));
      return null;
    }
    return user;
  };
  /**
   * `PUT /api/users/new<kind>/:email` for the session's own account, with a JSON object body:
   * `apply` answers a refusal itself, or makes the change and names its success message.
   */
  const update = (
    kind: AccountUpdateKind,
    apply: (req: Request, res: Response, user: UserRecord, body: Body) => string | void | Promise<string | void>,
  ) =>
    app.put(
      `/api/users/new${kind}/:email`,
      requireAuth(ctx),
      route(async (req, res) => {
        const user = owner(req, res);
        const body = user && objectBody(req, res);
        if (!user || !body) return;
        const message = await apply(req, res, user, body);
        if (message) res.json({ user: publicUser(user), message: msg(req, message) });
      }),
    );

  update('Email', (req, res, user, body) => {
    // The contract checked the shape (an e-mail address); what is left is the account's rules.
    const newEmail = normalizeEmail(body.newEmail as string);
    if (newEmail === user.email.toLowerCase()) return sendError(res, 400, msg(req, 'sameEmail'));
    if (findUserByEmail(ctx.db, newEmail)) return sendError(res, 409, msg(req, 'emailExists'));
    ctx.db.mutate(() => {
      const old = user.email;
      user.email = newEmail;
      // Not proven until a link mailed to it is opened (payments.ts reads it).
      user.emailConfirmed = false;
      // The old address hears of it: if it was not its owner, they can act.
      const when = new Date(ctx.now()).toISOString().slice(0, 16).replace('T', ' ');
      ctx.sendMail({
        kind: 'email-changed',
        to: old,
        subject: msg(req, 'emailChangedSubject'),
        text: msg(req, 'emailChangedText', { name: user.name, when, old, new: newEmail, support: LEGAL_CONTACT.supportEmail }),
        link: null,
      });
    });
    return 'emailUpdated';
  });

  update('Phone', (req, res, user, body) => {
    const newPhone = normalizePhone(body.newPhone as string);
    if (newPhone === normalizePhone(user.phone)) return sendError(res, 400, msg(req, 'samePhone'));
    const holder = findUserByPhone(ctx.db, newPhone);
    if (holder && holder.id !== user.id) return sendError(res, 409, msg(req, 'phoneExists'));
    ctx.db.mutate(() => {
      user.phone = newPhone;
    });
    return 'phoneUpdated';
  });

  update('Password', async (req, res, user, body) => {
    const currentPassword = body.currentPassword as string;
    const newPassword = body.newPassword as string;
    if (!(await verifyPassword(currentPassword, user.passwordHash))) return sendError(res, 400, msg(req, 'wrongCurrentPassword'));
    if (newPassword === currentPassword) return sendError(res, 400, msg(req, 'samePassword'));
    const passwordHash = await hashPassword(newPassword);
    ctx.db.mutate(() => {
      user.passwordHash = passwordHash;
      // A new password ends every session of the account, this one included.
      endUserSessions(ctx, user.id);
    });
    clearSessionCookie(res);
    return 'passwordUpdated';
  });

  update('Iaprompt', (_req, _res, user, body) => {
    const prompt = (body.newIaprompt as string).trim();
    const locale = body.locale as Locale | undefined;
    ctx.db.mutate(() =>
      changeVoice(ctx, user, () => {
        user.iaprompt = prompt;
        if (typeof locale === 'string') botRecord(ctx, user.id).promptLocale = locale;
      }),
    );
    return 'iapromptUpdated';
  });
}

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
        const body = objectBody(req, res);
        if (!body) return;
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
