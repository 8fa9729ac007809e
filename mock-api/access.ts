/**
 * The API's side of the access table (src/lib/access.ts): a route registered through `accessGate`
 * answers 403 with the reason when the session's account state or plan may not use it. A studio or
 * delivery route missing from the table fails at start-up, so a new route cannot skip the table.
 */
import type { RequestHandler } from 'express';
import { accessDenial, ROUTE_ACCESS, type AccessDenial } from '../src/lib/access.ts';
import { sendError } from './http.ts';
import { addMessages, msg } from './messages.ts';
import { authOf } from './sessions.ts';

addMessages({
  en: {
    accessKycRejected: 'Your identity check was rejected: send your documents again to use the agent studio and result delivery.',
    accessKycNotApproved: 'This is available once your identity check is approved. We will e-mail you as soon as it is.',
    accessNoPlan: 'This needs a plan: choose one to put your agent on the phone line and deliver its results.',
    accessPlanLacksFeature: 'Your plan does not include this. Upgrade to use it.',
  },
  es: {
    accessKycRejected:
      'Tu verificación de identidad fue rechazada: vuelve a enviar tus documentos para usar el estudio del agente y el envío de resultados.',
    accessKycNotApproved: 'Esto estará disponible cuando se apruebe tu verificación de identidad. Te escribiremos en cuanto lo esté.',
    accessNoPlan: 'Esto necesita un plan: elige uno para poner tu agente en la línea y enviar sus resultados.',
    accessPlanLacksFeature: 'Tu plan no incluye esto. Mejora tu plan para usarlo.',
  },
  ar: {
    accessKycRejected: 'تم رفض التحقق من هويتك: أعد إرسال مستنداتك لاستخدام استوديو الوكيل وإرسال النتائج.',
    accessKycNotApproved: 'سيتوفر هذا بعد الموافقة على التحقق من هويتك. سنراسلك بالبريد الإلكتروني فور ذلك.',
    accessNoPlan: 'يتطلب هذا خطة: اختر خطة لتشغيل وكيلك على خط الهاتف وإرسال نتائجه.',
    accessPlanLacksFeature: 'خطتك لا تشمل هذا. قم بالترقية لاستخدامه.',
  },
});

const MESSAGE: Record<AccessDenial, string> = {
  kycRejected: 'accessKycRejected',
  kycNotApproved: 'accessKycNotApproved',
  noPlan: 'accessNoPlan',
  planLacksFeature: 'accessPlanLacksFeature',
};

/**
 * The middleware of one route (after `requireAuth`): the table's rule for `METHOD path`, checked
 * against the account's identity check and `planOf` (the module's view of the current plan).
 * `messages` lets a module keep its own wording for a denial (delivery's "not in your plan").
 */
export function accessGate(
  method: string,
  path: string,
  planOf: (userId: number) => string | null,
  messages: Partial<Record<AccessDenial, string>> = {},
): RequestHandler {
  const use = ROUTE_ACCESS[`${method.toUpperCase()} ${path}`];
  if (!use) throw new Error(`${method.toUpperCase()} ${path} is not in the access table (src/lib/access.ts)`);
  return (req, res, next) => {
    const { user } = authOf(res);
    const denial = accessDenial(use, { kyc: user.kyc_status, plan: planOf(user.id) });
    if (!denial) return next();
    sendError(res, 403, msg(req, messages[denial] ?? MESSAGE[denial]));
  };
}
