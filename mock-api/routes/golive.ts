/**
 * Go live, the API: the account's agent number, the business line forwarded to it, the
 * test call that proves the forwarding, pause and resume. Every route needs a session and reads
 * only the session's account; there is no id in any path, so another account's line, number or
 * test calls cannot even be named. The contract (paths/golive.yaml) validates every body; the
 * routes check what a schema cannot say (the number's country, the agent's own number, state).
 *
 * - GET  /api/golive: the state (assigns the agent number once the plan is paid and KYC approved).
 * - PUT  /api/golive/line: where the line is, its carrier, when the agent answers.
 * - POST /api/golive/test: waits five minutes for a forwarded call.
 * - POST /api/golive/pause {mode, message}, POST /api/golive/resume: logged with who and when.
 * Development (MOCK_API_DEV_ROUTES=1), standing in for the carrier and the identity check:
 * - POST /api/dev/telephony/inbound {to, from, forwardedFrom, reason}: a call reaches an agent
 *   number, with the diversion fields a carrier passes (SIP Diversion / History-Info); 404 for a
 *   number no account has; answers `{ callId, forwarded, testCall }`.
 * - POST /api/dev/kyc/approve {email}: the identity check approves an account (204; 404 unknown).
 */
import type { Express, Request, Response } from 'express';
import { isCarrierOf } from '../../src/lib/golive/carriers.ts';
import { PAUSE_MESSAGE_MAX, TEST_CALL_WINDOW_MS } from '../../src/lib/golive/rules.ts';
import { normalizePhone, samePhone } from '../../src/lib/validation.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { contract } from '../contract.ts';
import { countryOf, GoLiveReader, numberCountry } from '../golive/answer.ts';
import { inboundCall, INBOUND_SCHEMA } from '../golive/inbound.ts';
import { ensureRecord, goLiveSeed, GOLIVE_COLLECTION, logAction, recordOf, recordsOf, type GoLiveLine } from '../golive/store.ts';
import { route, sendError } from '../http.ts';
import { addMessages, msg } from '../messages.ts';
import { authOf, requireAuth } from '../sessions.ts';
import { findUserByEmail, type UserRecord } from '../store.ts';
import { settingsOf } from '../dashboard/records.ts';

addMessages({
  en: {
    goLiveUnknownCarrier: 'Choose a carrier from the list for this country, or "another carrier" (carrier).',
    goLiveTimerRange: 'The no-answer time (noAnswerSec) must be 5 to 30 seconds, in steps of 5.',
    goLiveBusinessNumberCountry: 'The business number (businessNumber) is not a valid number for {country}.',
    goLiveSameNumber: "The business number (businessNumber) is the agent's own number: enter the number your callers dial.",
    goLiveNoCondition: 'Choose at least one case in which the agent answers (conditions).',
    goLivePbxTarget: 'Enter the forward target you set in your switchboard (pbxTarget).',
    goLiveNoNumber: 'Your agent number is assigned once your plan is paid and your identity approved.',
    goLiveNoLine: 'Save your business line first.',
    goLivePaused: 'The agent is paused: resume it first.',
    goLiveNotLive: 'Only a live agent can be paused.',
    goLiveNotPaused: 'The agent is not paused.',
    goLivePauseMessageRequired: 'Write the message callers hear while the agent is paused (message).',
    goLivePauseMessageTooLong: `The message (message) is too long (at most ${PAUSE_MESSAGE_MAX} characters).`,
  },
  es: {
    goLiveUnknownCarrier: 'Elige un operador de la lista de este país, u «otro operador» (carrier).',
    goLiveTimerRange: 'El tiempo sin respuesta (noAnswerSec) debe ser de 5 a 30 segundos, de 5 en 5.',
    goLiveBusinessNumberCountry: 'El número del negocio (businessNumber) no es un número válido de {country}.',
    goLiveSameNumber: 'El número del negocio (businessNumber) es el propio número del agente: introduce el número que marcan tus clientes.',
    goLiveNoCondition: 'Elige al menos un caso en el que responde el agente (conditions).',
    goLivePbxTarget: 'Introduce el destino de desvío que has configurado en tu centralita (pbxTarget).',
    goLiveNoNumber: 'Tu número de agente se asigna cuando tu plan está pagado y tu identidad aprobada.',
    goLiveNoLine: 'Guarda primero la línea de tu negocio.',
    goLivePaused: 'El agente está en pausa: reanúdalo primero.',
    goLiveNotLive: 'Solo se puede pausar un agente activo.',
    goLiveNotPaused: 'El agente no está en pausa.',
    goLivePauseMessageRequired: 'Escribe el mensaje que oyen las personas que llaman mientras el agente está en pausa (message).',
    goLivePauseMessageTooLong: `El mensaje (message) es demasiado largo (como máximo ${PAUSE_MESSAGE_MAX} caracteres).`,
  },
  ar: {
    goLiveUnknownCarrier: 'اختر مشغّلًا من قائمة هذا البلد، أو «مشغّل آخر» (carrier).',
    goLiveTimerRange: 'يجب أن تكون مدة عدم الرد (noAnswerSec) من 5 إلى 30 ثانية، بخطوات من 5.',
    goLiveBusinessNumberCountry: 'رقم النشاط التجاري (businessNumber) ليس رقمًا صالحًا في {country}.',
    goLiveSameNumber: 'رقم النشاط التجاري (businessNumber) هو رقم الوكيل نفسه: أدخل الرقم الذي يتصل به عملاؤك.',
    goLiveNoCondition: 'اختر حالة واحدة على الأقل يرد فيها الوكيل (conditions).',
    goLivePbxTarget: 'أدخل وجهة التحويل التي ضبطتها في المقسم (pbxTarget).',
    goLiveNoNumber: 'يُخصَّص رقم الوكيل بعد دفع خطتك والموافقة على هويتك.',
    goLiveNoLine: 'احفظ خط نشاطك التجاري أولًا.',
    goLivePaused: 'الوكيل متوقف مؤقتًا: استأنفه أولًا.',
    goLiveNotLive: 'لا يمكن إيقاف الوكيل مؤقتًا إلا إذا كان نشطًا.',
    goLiveNotPaused: 'الوكيل ليس متوقفًا مؤقتًا.',
    goLivePauseMessageRequired: 'اكتب الرسالة التي يسمعها المتصلون أثناء إيقاف الوكيل مؤقتًا (message).',
    goLivePauseMessageTooLong: `الرسالة (message) طويلة جدًا (${PAUSE_MESSAGE_MAX} حرفًا كحد أقصى).`,
  },
});

function register(app: Express, ctx: ApiContext) {
  const calls = ctx.services.calls;
  const reader = new GoLiveReader(ctx, calls);
  const auth = requireAuth(ctx);
  const fail = (req: Request, res: Response, status: number, key: string, vars?: Record<string, string | number>, field?: string) =>
    sendError(res, status, msg(req, key, vars), undefined, field);
  const eligible = (user: UserRecord) => user.kyc_status === 'approved' && reader.planPaid(user.id);
  /** The account's record (created, and given its number when eligible), inside one write. */
  const recordFor = (user: UserRecord) => {
    const found = recordOf(ctx.db, user.id);
    // Reads (the page polls while it waits for the test call) write nothing once the number is there.
    if (found && (found.agentNumber || !eligible(user))) return found;
    return ctx.db.mutate(() => ensureRecord(ctx.db, user.id, countryOf(user), eligible(user)));
  };
  const signedIn = (method: 'get' | 'put' | 'post', path: string, handler: (req: Request, res: Response, user: UserRecord) => unknown) =>
    app[method](
      path,
      auth,
      route((req, res) => handler(req, res, authOf(res).user)),
    );

  signedIn('get', '/api/golive', (_req, res, user) => {
    res.json(reader.answer(recordFor(user), user));
  });

  signedIn('put', '/api/golive/line', (req, res, user) => {
    const input = req.body as GoLiveLine;
    const record = recordFor(user);
    if (!record.agentNumber) return fail(req, res, 409, 'goLiveNoNumber');
    if (!isCarrierOf(input.country, input.carrier)) return fail(req, res, 400, 'goLiveUnknownCarrier', undefined, 'carrier');
    const businessNumber = normalizePhone(input.businessNumber);
    if (numberCountry(businessNumber) !== input.country)
      return fail(req, res, 400, 'goLiveBusinessNumberCountry', { country: input.country }, 'businessNumber');
    if (samePhone(businessNumber, record.agentNumber)) return fail(req, res, 400, 'goLiveSameNumber', undefined, 'businessNumber');
    if (input.mode === 'conditional' && input.conditions.length === 0)
      return fail(req, res, 400, 'goLiveNoCondition', undefined, 'conditions');
    if (input.lineKind === 'pbx' && !input.pbxTarget) return fail(req, res, 400, 'goLivePbxTarget', undefined, 'pbxTarget');
    const line: GoLiveLine = {
      ...input,
      carrier: input.lineKind === 'pbx' ? 'other' : input.carrier,
      conditions: input.mode === 'always' ? [] : input.conditions,
      businessNumber,
      pbxTarget: input.lineKind === 'pbx' && input.pbxTarget ? normalizePhone(input.pbxTarget) : null,
    };
    ctx.db.mutate(() => {
      record.line = line;
    });
    res.json(reader.answer(record, user));
  });

  signedIn('post', '/api/golive/test', (req, res, user) => {
    const record = recordFor(user);
    if (!record.agentNumber) return fail(req, res, 409, 'goLiveNoNumber');
    if (!record.line) return fail(req, res, 409, 'goLiveNoLine');
    if (record.state === 'paused') return fail(req, res, 409, 'goLivePaused');
    ctx.db.mutate(() => {
      record.state = 'waiting';
      record.waitingUntil = ctx.now() + TEST_CALL_WINDOW_MS;
      record.lastTest = null;
    });
    res.json(reader.answer(record, user));
  });

  signedIn('post', '/api/golive/pause', (req, res, user) => {
    const input = req.body as { mode: 'message' | 'business'; message: string | null };
    const record = recordFor(user);
    if (reader.answer(record, user).state !== 'live') return fail(req, res, 409, 'goLiveNotLive');
    const message = input.message?.trim() ?? '';
    if (input.mode === 'message' && !message) return fail(req, res, 400, 'goLivePauseMessageRequired', undefined, 'message');
    ctx.db.mutate(() => {
      record.state = 'paused';
      record.since = ctx.now();
      record.waitingUntil = null;
      record.pause = { mode: input.mode, message: input.mode === 'message' ? message : null };
      logAction(record, 'paused', user.name, ctx.now());
    });
    res.json(reader.answer(record, user));
  });

  signedIn('post', '/api/golive/resume', (req, res, user) => {
    const record = recordFor(user);
    if (record.state !== 'paused') return fail(req, res, 409, 'goLiveNotPaused');
    ctx.db.mutate(() => {
      record.state = 'live';
      record.since = ctx.now();
      record.pause = null;
      logAction(record, 'resumed', user.name, ctx.now());
    });
    res.json(reader.answer(record, user));
  });

  if (!ctx.config.devRoutes) return;
  const checkInbound = contract().check(INBOUND_SCHEMA);
  app.post(
    '/api/dev/telephony/inbound',
    route((req, res) => {
      const problem = checkInbound(req.body);
      if (problem) return fail(req, res, 400, problem.key, problem.vars, problem.field);
      const body = req.body as {
        to: string;
        from: string;
        forwardedFrom: string | null;
        reason: Parameters<typeof inboundCall>[2]['reason'];
      };
      const record = recordsOf(ctx.db).find((entry) => entry.agentNumber !== null && samePhone(entry.agentNumber, body.to));
      if (!record) return fail(req, res, 404, 'notFound');
      res.status(201).json(inboundCall(ctx, calls, { ...body, record, language: settingsOf(ctx, record.userId).language }));
    }),
  );
  app.post(
    '/api/dev/kyc/approve',
    route((req, res) => {
      const email = typeof (req.body as { email?: unknown } | undefined)?.email === 'string' ? (req.body as { email: string }).email : '';
      const user = findUserByEmail(ctx.db, email);
      if (!user) return fail(req, res, 404, 'notFound');
      ctx.db.mutate(() => {
        user.kyc_status = 'approved';
      });
      res.status(204).end();
    }),
  );
}

export const goLiveModule: ApiModule = {
  name: 'golive',
  register,
  seed: () => ({ [GOLIVE_COLLECTION]: goLiveSeed() }),
};
