/**
 * What every studio route shares: the prepared agents (cached per draft revision and version),
 * the draft's overview, the revision-checked draft write and the questions. Built once per server
 * by the studio module (index.ts), then handed to each resource's routes.
 */
import type { Express, Request, Response } from 'express';
import { describeChange, weekdayName } from '../../../src/lib/studio/changes.ts';
import { planHasFeature } from '../../../src/lib/plans.ts';
import { STUDIO_LIMITS } from '../../../src/lib/studio/limits.ts';
import type { Change, StudioLanguage, Weekday } from '../../../src/lib/studio/types.ts';
import { WEEKDAYS } from '../../../src/lib/studio/types.ts';
import type { ApiContext } from '../../context.ts';
import { accessGate } from '../../access.ts';
import { route, sendError, type Body } from '../../http.ts';
import { addMessages, msg, requestLang } from '../../messages.ts';
import { authOf, requireAuth } from '../../sessions.ts';
import { collection, type UserRecord } from '../../store.ts';
import {
  changesSince,
  draftRecord,
  draftSetup,
  liveVersion,
  recordDraftChange,
  STUDIO_COLLECTIONS,
  unpublishedChanges,
  voiceOf,
  type DraftRecord,
  type VersionRecord,
} from '../../studio/store.ts';

addMessages({
  en: {
    studioDraftChanged:
      'The draft was changed since you opened it (in another tab or by someone else). Reload it to see the changes; what you typed is still here.',
    studioAnswerTooLong: `An answer can have at most ${STUDIO_LIMITS.answerLength} characters.`,
    studioQuestionRequired: `Write the question (at most ${STUDIO_LIMITS.questionLength} characters).`,
    studioTooManyAnswers: `The agent can have at most ${STUDIO_LIMITS.answers} answers.`,
    studioTooManyPhrasings: `An answer can have at most ${STUDIO_LIMITS.phrasings} alternative phrasings of ${STUDIO_LIMITS.phrasingLength} characters.`,
    studioRangeInvalid: '{where}: write the times as HH:MM.',
    studioRangeEndsBeforeStart: '{where}: an opening range ends before it starts.',
    studioRangesOverlap: '{where}: the opening ranges overlap.',
    studioTooManyRanges: `{where}: at most ${STUDIO_LIMITS.rangesPerDay} opening ranges a day.`,
    studioExceptionInPast: '{where}: the date is in the past.',
    studioExceptionInvalid: '{where}: a holiday or closure has no hours; special hours have one or two ranges.',
    studioExceptionTwice: '{where}: this date is listed twice.',
    studioInvalidTimeZone: 'Unknown time zone.',
    studioTransferNotInPlan: 'Transfer to a person is included in the Custom plan only.',
    studioTransferNumberInvalid: 'The transfer number is not a valid phone number: write it in international format (+34 600 111 222).',
    studioTransferNoTrigger: 'Choose when the agent transfers the call.',
    studioChatTooLong: `A message can have at most ${STUDIO_LIMITS.chatMessageLength} characters.`,
    studioPhraseRequired: 'Write the phrase the agent must never say.',
    studioAnswerRequired: 'Choose the answer the agent must give.',
    studioInvalidVersion: 'Choose a version number or the draft.',
    studioInvalidYear: 'Choose a year between 2000 and 2100.',
    studioTooManyScenarios: `You can keep at most ${STUDIO_LIMITS.scenarios} scenarios.`,
  },
  es: {
    studioDraftChanged:
      'El borrador ha cambiado desde que lo abriste (en otra pestaña o por otra persona). Vuelve a cargarlo para ver los cambios; lo que has escrito sigue aquí.',
    studioAnswerTooLong: `Una respuesta puede tener como máximo ${STUDIO_LIMITS.answerLength} caracteres.`,
    studioQuestionRequired: `Escribe la pregunta (como máximo ${STUDIO_LIMITS.questionLength} caracteres).`,
    studioTooManyAnswers: `El agente puede tener como máximo ${STUDIO_LIMITS.answers} respuestas.`,
    studioTooManyPhrasings: `Una respuesta puede tener como máximo ${STUDIO_LIMITS.phrasings} formas alternativas de ${STUDIO_LIMITS.phrasingLength} caracteres.`,
    studioRangeInvalid: '{where}: escribe las horas como HH:MM.',
    studioRangeEndsBeforeStart: '{where}: un tramo de horario termina antes de empezar.',
    studioRangesOverlap: '{where}: los tramos de horario se solapan.',
    studioTooManyRanges: `{where}: como máximo ${STUDIO_LIMITS.rangesPerDay} tramos de horario al día.`,
    studioExceptionInPast: '{where}: la fecha ya ha pasado.',
    studioExceptionInvalid: '{where}: un festivo o un cierre no tiene horario; un horario especial tiene uno o dos tramos.',
    studioExceptionTwice: '{where}: esta fecha aparece dos veces.',
    studioInvalidTimeZone: 'Zona horaria desconocida.',
    studioTransferNotInPlan: 'Pasar la llamada a una persona solo está incluido en el plan Custom.',
    studioTransferNumberInvalid:
      'El número de transferencia no es un teléfono válido: escríbelo en formato internacional (+34 600 111 222).',
    studioTransferNoTrigger: 'Elige cuándo pasa el agente la llamada.',
    studioChatTooLong: `Un mensaje puede tener como máximo ${STUDIO_LIMITS.chatMessageLength} caracteres.`,
    studioPhraseRequired: 'Escribe la frase que el agente no debe decir nunca.',
    studioAnswerRequired: 'Elige la respuesta que debe dar el agente.',
    studioInvalidVersion: 'Elige un número de versión o el borrador.',
    studioInvalidYear: 'Elige un año entre 2000 y 2100.',
    studioTooManyScenarios: `Puedes guardar como máximo ${STUDIO_LIMITS.scenarios} escenarios.`,
  },
  ar: {
    studioDraftChanged:
      'تغيّرت المسودة منذ فتحتها (في علامة تبويب أخرى أو من قِبل شخص آخر). أعد تحميلها لرؤية التغييرات؛ ما كتبته لا يزال هنا.',
    studioAnswerTooLong: `يمكن أن تحتوي الإجابة على ${STUDIO_LIMITS.answerLength} حرف كحد أقصى.`,
    studioQuestionRequired: `اكتب السؤال (${STUDIO_LIMITS.questionLength} حرف كحد أقصى).`,
    studioTooManyAnswers: `يمكن أن يحتوي الوكيل على ${STUDIO_LIMITS.answers} إجابة كحد أقصى.`,
    studioTooManyPhrasings: `يمكن أن تحتوي الإجابة على ${STUDIO_LIMITS.phrasings} صيغة بديلة كحد أقصى، كل منها ${STUDIO_LIMITS.phrasingLength} حرف.`,
    studioRangeInvalid: '{where}: اكتب الأوقات بالشكل HH:MM.',
    studioRangeEndsBeforeStart: '{where}: فترة العمل تنتهي قبل أن تبدأ.',
    studioRangesOverlap: '{where}: فترات العمل متداخلة.',
    studioTooManyRanges: `{where}: ${STUDIO_LIMITS.rangesPerDay} فترات عمل في اليوم كحد أقصى.`,
    studioExceptionInPast: '{where}: هذا التاريخ قد مضى.',
    studioExceptionInvalid: '{where}: العطلة أو الإغلاق بلا ساعات؛ الساعات الخاصة فيها فترة أو فترتان.',
    studioExceptionTwice: '{where}: هذا التاريخ مذكور مرتين.',
    studioInvalidTimeZone: 'منطقة زمنية غير معروفة.',
    studioTransferNotInPlan: 'التحويل إلى شخص متاح في خطة Custom فقط.',
    studioTransferNumberInvalid: 'رقم التحويل ليس رقم هاتف صالحًا: اكتبه بالصيغة الدولية (+34 600 111 222).',
    studioTransferNoTrigger: 'اختر متى يحوّل الوكيل المكالمة.',
    studioChatTooLong: `يمكن أن تحتوي الرسالة على ${STUDIO_LIMITS.chatMessageLength} حرف كحد أقصى.`,
    studioPhraseRequired: 'اكتب العبارة التي يجب ألا يقولها الوكيل أبدًا.',
    studioAnswerRequired: 'اختر الإجابة التي يجب أن يقدّمها الوكيل.',
    studioInvalidVersion: 'اختر رقم إصدار أو المسودة.',
    studioInvalidYear: 'اختر سنة بين 2000 و2100.',
    studioTooManyScenarios: `يمكنك حفظ ${STUDIO_LIMITS.scenarios} سيناريو كحد أقصى.`,
  },
});

export const languageOf = (req: Request): StudioLanguage => requestLang(req);

export const summary = (changes: readonly Change[], lang: StudioLanguage) => changes.map((change) => describeChange(change, lang));

export function versionMeta(version: VersionRecord, lang: StudioLanguage) {
  return {
    number: version.number,
    publishedAt: version.publishedAt,
    publishedBy: version.publishedBy,
    changes: version.changes,
    summary: summary(version.changes, lang),
  };
}

/** Whether the account's plan has human escalation (transfer to a person): Custom, per the plan table. */
export const transferAllowed = (ctx: ApiContext, userId: number) =>
  planHasFeature(ctx.services.calls.account(userId)?.plan ?? null, 'humanEscalation');

/** The shared pieces of the studio routes, for one server. */
/** A draft change refused: its message, its status (400 unless said) and the field at fault, a path into the body. */
export interface DraftRefusal {
  status?: number;
  text: string;
  field?: string;
}

export function studioKit(app: Express, ctx: ApiContext) {
  const auth = requireAuth(ctx);
  const planOf = (userId: number) => ctx.services.calls.ledger.period(userId)?.plan ?? null;
  const signedIn = (method: 'get' | 'put' | 'post' | 'delete', path: string, handler: Parameters<typeof route>[0]) =>
    app[method](path, auth, accessGate(method, path, planOf), route(handler));
  const { agents, versionAgent, questionGroups } = ctx.services.studio;
  /** The account's draft; written to the store only the first time (a read never rewrites the file). */
  const ensureDraft = (user: UserRecord): DraftRecord =>
    collection<DraftRecord>(ctx.db, STUDIO_COLLECTIONS.drafts).find((d) => d.userId === user.id) ??
    ctx.db.mutate(() => draftRecord(ctx, user));
  const draftAgent = (user: UserRecord) => {
    const draft = ensureDraft(user);
    const voice = voiceOf(ctx, user);
    return agents.get(user.id, `d:${user.id}:${draft.revision}:${voice.voiceId}:${voice.instructions}`, () => draftSetup(ctx, user, draft));
  };
  const overview = (req: Request, user: UserRecord) => {
    const draft = ensureDraft(user);
    const setup = draftSetup(ctx, user, draft);
    const live = liveVersion(ctx, user.id);
    const changes = unpublishedChanges(ctx, user, setup);
    const lang = languageOf(req);
    return {
      revision: draft.revision,
      updatedAt: draft.updatedAt,
      draft: setup,
      live: live ? versionMeta(live, lang) : null,
      unpublished: !live || changes.length > 0,
      changes,
      summary: summary(changes, lang),
      transferAllowed: transferAllowed(ctx, user.id),
    };
  };

  /** Checks the client's revision (409 when stale); runs `change` on the draft and bumps it, in one write. */
  /** The 409 of a stale revision: the current revision and what changed since the client's one. */
  const conflict = (req: Request, draft: DraftRecord, revision: unknown) => {
    const changes = changesSince(draft, typeof revision === 'number' ? revision : 0);
    return { error: msg(req, 'studioDraftChanged'), revision: draft.revision, changes, summary: summary(changes, languageOf(req)) };
  };
  /** Checks the client's revision (409 with the changes since when stale); runs `change` on the draft and records it, in one write. */
  const saveDraft = (
    req: Request,
    res: Response,
    body: Body,
    /** What refuses the change: its message, or the message with its status and the field at fault (a path into the body). */
    change: (draft: DraftRecord, user: UserRecord) => string | DraftRefusal | null,
    { required = true, status = 200 } = {},
  ) => {
    const user = authOf(res).user;
    const failure = ctx.db.mutate(
      (): (DraftRefusal & { status: number }) | { status: 409; conflict: ReturnType<typeof conflict> } | null => {
        const draft = draftRecord(ctx, user);
        if ((required || body.revision !== undefined) && body.revision !== draft.revision)
          return { status: 409, conflict: conflict(req, draft, body.revision) };
        const before = draftSetup(ctx, user, draft);
        const problem = change(draft, user);
        if (problem) return typeof problem === 'string' ? { status: 400, text: problem } : { status: 400, ...problem };
        recordDraftChange(ctx, draft, before, draftSetup(ctx, user, draft));
        return null;
      },
    );
    if (failure && 'conflict' in failure) return res.status(409).json(failure.conflict);
    if (failure) return sendError(res, failure.status, failure.text, undefined, failure.field);
    res.status(status).json(overview(req, user));
  };

  const where = (req: Request, place: string) =>
    (WEEKDAYS as readonly string[]).includes(place) ? weekdayName(place as Weekday, languageOf(req)) : place;

  return { ctx, agents, signedIn, conflict, ensureDraft, draftAgent, versionAgent, questionGroups, overview, saveDraft, where };
}

export type StudioKit = ReturnType<typeof studioKit>;
