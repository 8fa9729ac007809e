/**
 * The agent studio (issue 35; docs/studio.md): the agent's setup as a draft kept on the server,
 * published versions with a change summary, the test chat with a deterministic stand-in agent,
 * scenarios, and the questions the agent couldn't answer. Every route needs a session and only
 * ever sees the session's own account: another account's versions and scenarios answer 404, as
 * unknown ones do. Draft writes carry the `revision` the client read: a stale one answers 409
 * and changes nothing. The contract (paths/studio.yaml) checks shapes and lengths first.
 */
import type { Express, Request, Response } from 'express';
import { describeChange, diffSetups, weekdayName } from '../../src/lib/studio/changes.ts';
import { planHasFeature } from '../../src/lib/plans.ts';
import { actionsProblem, hoursProblem, STUDIO_LIMITS } from '../../src/lib/studio/limits.ts';
import { normalizeText } from '../../src/lib/studio/text.ts';
import type { AgentActions, Answer, BusinessFacts, Change, ChatState, OpeningHours, Scenario, StudioLanguage, StudioSetup, Weekday } from '../../src/lib/studio/types.ts';
import { WEEKDAYS } from '../../src/lib/studio/types.ts';
import { callStoreOf } from './calls.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { isPhone, objectBody, route, sendError, type Body } from '../http.ts';
import { newId } from '../ids.ts';
import { addMessages, msg, requestLang } from '../messages.ts';
import { authOf, requireAuth } from '../sessions.ts';
import { collection, type UserRecord } from '../store.ts';
import { prepareAgent, type PreparedAgent } from '../studio/agent.ts';
import { spanishHolidays } from '../studio/holidays.ts';
import { unansweredQuestions } from '../studio/questions.ts';
import { runScenario } from '../studio/scenarios.ts';
import { defaultSetup, studioSeed } from '../studio/seed.ts';
import { draftRecord, draftSetup, liveVersion, scenariosOf, STUDIO_COLLECTIONS, unpublishedChanges, versionsOf, voiceOf, writeVoice, type DraftRecord, type ScenarioRecord, type VersionRecord } from '../studio/store.ts';
import { localMoment } from '../studio/time.ts';

addMessages({
  en: {
    studioDraftChanged: 'The draft was changed since you opened it (in another tab or by someone else). Reload it to see the changes; what you typed is still here.',
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
    studioDraftChanged: 'El borrador ha cambiado desde que lo abriste (en otra pestaña o por otra persona). Vuelve a cargarlo para ver los cambios; lo que has escrito sigue aquí.',
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
    studioTransferNumberInvalid: 'El número de transferencia no es un teléfono válido: escríbelo en formato internacional (+34 600 111 222).',
    studioTransferNoTrigger: 'Elige cuándo pasa el agente la llamada.',
    studioChatTooLong: `Un mensaje puede tener como máximo ${STUDIO_LIMITS.chatMessageLength} caracteres.`,
    studioPhraseRequired: 'Escribe la frase que el agente no debe decir nunca.',
    studioAnswerRequired: 'Elige la respuesta que debe dar el agente.',
    studioInvalidVersion: 'Elige un número de versión o el borrador.',
    studioInvalidYear: 'Elige un año entre 2000 y 2100.',
    studioTooManyScenarios: `Puedes guardar como máximo ${STUDIO_LIMITS.scenarios} escenarios.`,
  },
  ar: {
    studioDraftChanged: 'تغيّرت المسودة منذ فتحتها (في علامة تبويب أخرى أو من قِبل شخص آخر). أعد تحميلها لرؤية التغييرات؛ ما كتبته لا يزال هنا.',
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

const languageOf = (req: Request): StudioLanguage => requestLang(req);

const summary = (changes: readonly Change[], lang: StudioLanguage) => changes.map((change) => describeChange(change, lang));

function versionMeta(version: VersionRecord, lang: StudioLanguage) {
  return { number: version.number, publishedAt: version.publishedAt, publishedBy: version.publishedBy, changes: version.changes, summary: summary(version.changes, lang) };
}

/** Whether the account's plan has human escalation (transfer to a person): Custom, per the plan table. */
const transferAllowed = (ctx: ApiContext, userId: number) => planHasFeature(callStoreOf(ctx).account(userId)?.plan ?? null, 'humanEscalation');

export const studioModule: ApiModule = {
  name: 'studio',
  register(app: Express, ctx: ApiContext) {
    const auth = requireAuth(ctx);
    const signedIn = (method: 'get' | 'put' | 'post' | 'delete', path: string, handler: Parameters<typeof route>[0]) => app[method](path, auth, route(handler));
    /** One prepared agent per account and draft revision (and per version), rebuilt after a change. */
    const agents = new Map<string, PreparedAgent>();
    ctx.onReset(() => agents.clear());
    const agentFor = (key: string, setup: () => StudioSetup) => {
      let agent = agents.get(key);
      if (!agent) {
        if (agents.size > 200) agents.clear();
        agent = prepareAgent(setup());
        agents.set(key, agent);
      }
      return agent;
    };
    /** The account's draft; written to the store only the first time (a read never rewrites the file). */
    const ensureDraft = (user: UserRecord): DraftRecord =>
      collection<DraftRecord>(ctx.db, STUDIO_COLLECTIONS.drafts).find((d) => d.userId === user.id) ?? ctx.db.mutate(() => draftRecord(ctx, user));
    const draftAgent = (user: UserRecord) => {
      const draft = ensureDraft(user);
      const voice = voiceOf(ctx, user);
      return agentFor(`d:${user.id}:${draft.revision}:${voice.voiceId}:${voice.instructions}`, () => draftSetup(ctx, user, draft));
    };
    const versionAgent = (version: VersionRecord) => agentFor(`v:${version.userId}:${version.number}`, () => version.setup);
    /** The account's question groups, checked against the version live when each call was taken. */
    const questionGroups = (user: UserRecord) => {
      const versions = versionsOf(ctx, user.id);
      // Before the first publish, the agent had only its instructions: the defaults (version 0).
      const history = versions.length ? versions : [{ id: 0, userId: user.id, number: 0, setup: defaultSetup(user, voiceOf(ctx, user).voiceId), changes: [], publishedAt: new Date(0).toISOString(), publishedBy: { id: user.id, name: user.name } }];
      return unansweredQuestions(callStoreOf(ctx), user.id, history, versionAgent);
    };
    ctx.unansweredQuestions = (userId) => {
      const user = ctx.db.data.users.find((u) => u.id === userId);
      return user ? questionGroups(user).filter((group) => group.status === 'open').map(({ question, count }) => ({ question, count })) : [];
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
    const saveDraft = (req: Request, res: Response, body: Body, change: (draft: DraftRecord, user: UserRecord) => string | { status: number; text: string } | null, { required = true, status = 200 } = {}) => {
      const user = authOf(res).user;
      const failure = ctx.db.mutate(() => {
        const draft = draftRecord(ctx, user);
        if ((required || body.revision !== undefined) && body.revision !== draft.revision) return { status: 409, text: msg(req, 'studioDraftChanged') };
        const problem = change(draft, user);
        if (problem) return typeof problem === 'string' ? { status: 400, text: problem } : problem;
        draft.revision += 1;
        draft.updatedAt = new Date(ctx.now()).toISOString();
        return null;
      });
      if (failure) return sendError(res, failure.status, failure.text);
      res.status(status).json(overview(req, user));
    };

    const where = (req: Request, place: string) => ((WEEKDAYS as readonly string[]).includes(place) ? weekdayName(place as Weekday, languageOf(req)) : place);

    signedIn('get', '/api/studio', (req, res) => {
      res.json(overview(req, authOf(res).user));
    });

    signedIn('put', '/api/studio/draft/voice', (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      saveDraft(req, res, body, (_draft, user) => {
        writeVoice(ctx, user, { voiceId: body.voiceId as string, instructions: (body.instructions as string).trim() });
        return null;
      });
    });

    signedIn('put', '/api/studio/draft/facts', (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      saveDraft(req, res, body, (draft) => {
        const facts = body.facts as BusinessFacts;
        if (facts.phone && !isPhone(facts.phone)) return msg(req, 'invalidPhone');
        draft.setup.facts = { ...facts, phone: facts.phone.replace(/[^\d+]/g, ''), services: facts.services.map((service) => ({ ...service, id: service.id || newId('s-') })) };
        return null;
      });
    });

    signedIn('put', '/api/studio/draft/hours', (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      saveDraft(req, res, body, (draft) => {
        const hours = body.hours as OpeningHours;
        const withIds = { ...hours, exceptions: hours.exceptions.map((e) => ({ ...e, id: e.id || newId('x-') })) };
        const today = localMoment(ctx.now(), hours.timeZone.length ? hours.timeZone : 'UTC').date;
        let problem: ReturnType<typeof hoursProblem>;
        try {
          problem = hoursProblem(withIds, today, draft.setup.hours.exceptions);
        } catch {
          problem = { key: 'studioInvalidTimeZone', where: 'timeZone' };
        }
        if (problem) return msg(req, problem.key, { where: where(req, problem.where) });
        draft.setup.hours = withIds;
        return null;
      });
    });

    signedIn('put', '/api/studio/draft/actions', (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      saveDraft(req, res, body, (draft, user) => {
        const actions = body.actions as AgentActions;
        const problem = actionsProblem(actions, transferAllowed(ctx, user.id), isPhone);
        if (problem) return { status: problem === 'studioTransferNotInPlan' ? 403 : 400, text: msg(req, problem) };
        const number = actions.transfer.number.replace(/[^\d+]/g, '');
        draft.setup.actions = { ...actions, transfer: { ...actions.transfer, number: actions.transfer.enabled ? number : actions.transfer.number.trim() } };
        return null;
      });
    });

    signedIn('get', '/api/studio/answers', (req, res) => {
      const user = authOf(res).user;
      const q = normalizeText(typeof req.query.q === 'string' ? req.query.q : '');
      const language = typeof req.query.language === 'string' && req.query.language ? req.query.language : null;
      const draft = ensureDraft(user);
      const answers = draft.setup.answers.filter(
        (answer) => (!language || answer.language === language) && (!q || [answer.question, answer.answer, ...answer.phrasings].some((text) => normalizeText(text).includes(q))),
      );
      res.json({ revision: draft.revision, total: draft.setup.answers.length, answers });
    });

    const cleanAnswer = (body: Body, id: string): Answer => ({
      id,
      language: body.language as StudioLanguage,
      question: (body.question as string).trim(),
      answer: (body.answer as string).trim(),
      phrasings: [...new Set(((body.phrasings as string[] | undefined) ?? []).map((p) => p.trim()).filter(Boolean))],
    });

    signedIn('post', '/api/studio/answers', (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      saveDraft(
        req,
        res,
        body,
        (draft) => {
          if (draft.setup.answers.length >= STUDIO_LIMITS.answers) return msg(req, 'studioTooManyAnswers');
          draft.setup.answers.push(cleanAnswer(body, newId('a-')));
          return null;
        },
        { required: false, status: 201 },
      );
    });

    const ownAnswer = (req: Request, res: Response): boolean => {
      const draft = ensureDraft(authOf(res).user);
      if (draft.setup.answers.some((answer) => answer.id === req.params.id)) return true;
      sendError(res, 404, msg(req, 'notFound'));
      return false;
    };

    signedIn('put', '/api/studio/answers/:id', (req, res) => {
      const body = objectBody(req, res);
      if (!body || !ownAnswer(req, res)) return;
      saveDraft(
        req,
        res,
        body,
        (draft) => {
          draft.setup.answers = draft.setup.answers.map((answer) => (answer.id === req.params.id ? cleanAnswer(body, answer.id) : answer));
          return null;
        },
        { required: false },
      );
    });

    signedIn('delete', '/api/studio/answers/:id', (req, res) => {
      if (!ownAnswer(req, res)) return;
      const revision = typeof req.query.revision === 'string' ? Number(req.query.revision) : undefined;
      saveDraft(
        req,
        res,
        { revision },
        (draft) => {
          draft.setup.answers = draft.setup.answers.filter((answer) => answer.id !== req.params.id);
          return null;
        },
        { required: false },
      );
    });

    signedIn('get', '/api/studio/holidays', (req, res) => {
      const year = typeof req.query.year === 'string' && req.query.year ? Number(req.query.year) : new Date(ctx.now()).getUTCFullYear();
      if (!Number.isInteger(year) || year < 2000 || year > 2100) return sendError(res, 400, msg(req, 'studioInvalidYear'));
      res.json({ country: 'ES', year, holidays: spanishHolidays(year) });
    });

    signedIn('post', '/api/studio/publish', (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      const user = authOf(res).user;
      const lang = languageOf(req);
      // One synchronous write: two publishes at once see each other, so they make one version.
      const outcome = ctx.db.mutate(() => {
        const draft = draftRecord(ctx, user);
        if (body.revision !== draft.revision) return { status: 409 } as const;
        const setup = draftSetup(ctx, user, draft);
        const live = liveVersion(ctx, user.id);
        const changes = unpublishedChanges(ctx, user, setup);
        if (live && !changes.length) return { status: 200, version: live } as const;
        const versions = collection<VersionRecord>(ctx.db, STUDIO_COLLECTIONS.versions);
        const version: VersionRecord = {
          id: versions.reduce((max, v) => Math.max(max, v.id), 0) + 1,
          userId: user.id,
          number: (live?.number ?? 0) + 1,
          setup,
          changes,
          publishedAt: new Date(ctx.now()).toISOString(),
          publishedBy: { id: user.id, name: user.name },
        };
        versions.push(version);
        return { status: 201, version } as const;
      });
      if (outcome.status === 409) return sendError(res, 409, msg(req, 'studioDraftChanged'));
      res.status(outcome.status).json({ created: outcome.status === 201, version: versionMeta(outcome.version, lang) });
    });

    signedIn('get', '/api/studio/versions', (req, res) => {
      const user = authOf(res).user;
      const versions = versionsOf(ctx, user.id);
      const lang = languageOf(req);
      res.json({ live: versions.at(-1)?.number ?? null, versions: versions.map((v) => versionMeta(v, lang)).reverse() });
    });

    signedIn('get', '/api/studio/compare', (req, res) => {
      const user = authOf(res).user;
      const pick = (name: string): { number: number | null; setup: StudioSetup } | null | 'bad' => {
        const value = req.query[name];
        if (value === 'draft') return { number: null, setup: draftSetup(ctx, user, ensureDraft(user)) };
        if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return 'bad';
        const version = versionsOf(ctx, user.id).find((v) => v.number === Number(value));
        return version ? { number: version.number, setup: version.setup } : null;
      };
      const from = pick('from');
      const to = pick('to');
      if (from === 'bad' || to === 'bad') return sendError(res, 400, msg(req, 'studioInvalidVersion'));
      if (!from || !to) return sendError(res, 404, msg(req, 'notFound'));
      const changes = diffSetups(from.setup, to.setup);
      res.json({ from, to, changes, summary: summary(changes, languageOf(req)) });
    });

    signedIn('post', '/api/studio/versions/:number/restore', (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      const user = authOf(res).user;
      const version = versionsOf(ctx, user.id).find((v) => String(v.number) === req.params.number);
      if (!version) return sendError(res, 404, msg(req, 'notFound'));
      saveDraft(req, res, body, (draft) => {
        const { voice, ...rest } = structuredClone(version.setup);
        writeVoice(ctx, user, voice);
        draft.setup = rest;
        return null;
      });
    });

    signedIn('post', '/api/studio/chat', (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      const user = authOf(res).user;
      const agent = draftAgent(user);
      const at = typeof body.at === 'string' ? Date.parse(body.at) : ctx.now();
      const result = agent.reply(body.message as string, body.language as StudioLanguage, (body.state as ChatState | null | undefined) ?? null, at);
      res.json(result);
    });

    signedIn('get', '/api/studio/scenarios', (_req, res) => {
      res.json({ scenarios: scenariosOf(ctx, authOf(res).user.id).map(({ userId: _user, ...scenario }) => scenario) });
    });

    signedIn('post', '/api/studio/scenarios', (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      const user = authOf(res).user;
      const expectations = body.expectations as Scenario['expectations'];
      if (expectations.some((e) => e.kind === 'never_says' && !e.phrase?.trim())) return sendError(res, 400, msg(req, 'studioPhraseRequired'));
      if (expectations.some((e) => e.kind === 'answers_from' && !e.answerId)) return sendError(res, 400, msg(req, 'studioAnswerRequired'));
      const scenario = ctx.db.mutate(() => {
        if (scenariosOf(ctx, user.id).length >= STUDIO_LIMITS.scenarios) return null;
        const record: ScenarioRecord = {
          id: newId('sc-'),
          userId: user.id,
          name: (body.name as string).trim(),
          language: body.language as StudioLanguage,
          at: typeof body.at === 'string' ? new Date(Date.parse(body.at)).toISOString() : new Date(ctx.now()).toISOString(),
          turns: (body.turns as string[]).map((turn) => turn.trim()),
          expectations: expectations.map((e) => ({ kind: e.kind, ...(e.answerId ? { answerId: e.answerId } : {}), ...(e.phrase ? { phrase: e.phrase.trim() } : {}) })),
          createdAt: new Date(ctx.now()).toISOString(),
        };
        collection<ScenarioRecord>(ctx.db, STUDIO_COLLECTIONS.scenarios).push(record);
        return record;
      });
      if (!scenario) return sendError(res, 400, msg(req, 'studioTooManyScenarios'));
      const { userId: _user, ...shown } = scenario;
      res.status(201).json(shown);
    });

    signedIn('delete', '/api/studio/scenarios/:id', (req, res) => {
      const user = authOf(res).user;
      const removed = ctx.db.mutate(() => {
        const all = collection<ScenarioRecord>(ctx.db, STUDIO_COLLECTIONS.scenarios);
        const index = all.findIndex((s) => s.id === req.params.id && s.userId === user.id);
        if (index < 0) return false;
        all.splice(index, 1);
        return true;
      });
      if (!removed) return sendError(res, 404, msg(req, 'notFound'));
      res.status(204).end();
    });

    signedIn('post', '/api/studio/scenarios/run', (_req, res) => {
      const user = authOf(res).user;
      const started = performance.now();
      const agent = draftAgent(user);
      const results = scenariosOf(ctx, user.id).map((scenario) => runScenario(agent, scenario));
      const passed = results.filter((r) => r.passed).length;
      res.json({ results, passed, failed: results.length - passed, durationMs: Math.round(performance.now() - started) });
    });

    signedIn('get', '/api/studio/questions', (req, res) => {
      const user = authOf(res).user;
      const status = typeof req.query.status === 'string' ? req.query.status : '';
      const groups = questionGroups(user);
      res.json({ open: groups.filter((g) => g.status === 'open').length, groups: status ? groups.filter((g) => g.status === status) : groups });
    });
  },
  seed: () => studioSeed(),
};
