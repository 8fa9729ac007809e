import type { Request } from 'express';
import { PASSWORD_RULES } from '../src/lib/validation.ts';

/**
 * The mock API's own messages, in the language the portal asks for (Accept-Language: en, es,
 * ar). The three login error messages are not here: they are always the Spanish texts of
 * src/lib/serverMessages.ts, which the portal translates.
 */
const MESSAGES = {
  en: {
    malformedJson: 'The request body is not valid JSON.',
    bodyNotObject: 'The request body must be a JSON object.',
    bodyTooLarge: 'The request is too large.',
    missingFields: 'Missing required fields: {fields}.',
    invalidField: 'Invalid value for {field}.',
    invalidEmail: 'Enter a valid e-mail address.',
    invalidPhone: 'Enter a valid phone number in international format.',
    passwordTooShort: `The password must have at least ${PASSWORD_RULES.min} characters.`,
    passwordTooLong: `The password can have at most ${PASSWORD_RULES.max} characters.`,
    invalidRole: 'Invalid role.',
    emailExists: 'A user with this e-mail already exists.',
    phoneExists: 'A user with this phone number already exists.',
    unauthorized: 'Your session has expired. Please log in again.',
    forbidden: 'You cannot act on another account.',
    tooManyAttempts: 'Too many failed login attempts. Try again in {minutes} minutes.',
    notFound: 'Not found.',
    serverError: 'The server could not process the request. Please try again.',
    registered: 'Account created. We have sent you an e-mail to confirm it.',
    loggedOut: 'Logged out.',
  },
  es: {
    malformedJson: 'El cuerpo de la petición no es un JSON válido.',
    bodyNotObject: 'El cuerpo de la petición debe ser un objeto JSON.',
    bodyTooLarge: 'La petición es demasiado grande.',
    missingFields: 'Faltan campos obligatorios: {fields}.',
    invalidField: 'Valor no válido para {field}.',
    invalidEmail: 'Introduce un correo electrónico válido.',
    invalidPhone: 'Introduce un número de teléfono válido en formato internacional.',
    passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_RULES.min} caracteres.`,
    passwordTooLong: `La contraseña puede tener como máximo ${PASSWORD_RULES.max} caracteres.`,
    invalidRole: 'Rol no válido.',
    emailExists: 'Ya existe un usuario con este correo electrónico.',
    phoneExists: 'Ya existe un usuario con este número de teléfono.',
    unauthorized: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    forbidden: 'No puedes actuar sobre otra cuenta.',
    tooManyAttempts: 'Demasiados intentos fallidos. Vuelve a intentarlo dentro de {minutes} minutos.',
    notFound: 'No encontrado.',
    serverError: 'El servidor no ha podido procesar la petición. Inténtalo de nuevo.',
    registered: 'Cuenta creada. Te hemos enviado un correo para confirmarla.',
    loggedOut: 'Sesión cerrada.',
  },
  ar: {
    malformedJson: 'نص الطلب ليس JSON صالحًا.',
    bodyNotObject: 'يجب أن يكون نص الطلب كائن JSON.',
    bodyTooLarge: 'الطلب كبير جدًا.',
    missingFields: 'حقول مطلوبة مفقودة: {fields}.',
    invalidField: 'قيمة غير صالحة للحقل {field}.',
    invalidEmail: 'أدخل عنوان بريد إلكتروني صالحًا.',
    invalidPhone: 'أدخل رقم هاتف صالحًا بالصيغة الدولية.',
    passwordTooShort: `يجب أن تتكون كلمة المرور من ${PASSWORD_RULES.min} أحرف على الأقل.`,
    passwordTooLong: `يمكن أن تتكون كلمة المرور من ${PASSWORD_RULES.max} حرفًا على الأكثر.`,
    invalidRole: 'دور غير صالح.',
    emailExists: 'يوجد مستخدم مسجّل بهذا البريد الإلكتروني بالفعل.',
    phoneExists: 'يوجد مستخدم مسجّل برقم الهاتف هذا بالفعل.',
    unauthorized: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
    forbidden: 'لا يمكنك التصرف في حساب آخر.',
    tooManyAttempts: 'محاولات تسجيل دخول فاشلة كثيرة. حاول مرة أخرى بعد {minutes} دقيقة.',
    notFound: 'غير موجود.',
    serverError: 'تعذّر على الخادم معالجة الطلب. يرجى المحاولة مرة أخرى.',
    registered: 'تم إنشاء الحساب. أرسلنا إليك رسالة لتأكيده.',
    loggedOut: 'تم تسجيل الخروج.',
  },
} as const;

export type MessageKey = keyof (typeof MESSAGES)['en'];
export type Lang = keyof typeof MESSAGES;

/** Extra messages registered by route modules (same three languages). */
const extra: Record<Lang, Record<string, string>> = { en: {}, es: {}, ar: {} };

export function addMessages(messages: Record<Lang, Record<string, string>>): void {
  for (const lang of Object.keys(extra) as Lang[]) Object.assign(extra[lang], messages[lang]);
}

export function requestLang(req: Pick<Request, 'headers'>): Lang {
  const header = String(req.headers['accept-language'] ?? '').toLowerCase();
  const primary = header.split(/[,;-]/)[0]?.trim();
  return primary === 'es' || primary === 'ar' ? primary : 'en';
}

/** The message in the request's language, with `{name}` placeholders filled. */
export function msg(req: Pick<Request, 'headers'>, key: MessageKey | (string & {}), vars: Record<string, string | number> = {}): string {
  const lang = requestLang(req);
  const table = MESSAGES[lang] as Record<string, string>;
  const text = table[key] ?? extra[lang][key] ?? (MESSAGES.en as Record<string, string>)[key] ?? extra.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}
