/**
 * The agent's answers (GET/POST /api/studio/answers, PUT/DELETE /api/studio/answers/{id}):
 * searched by text and language; every change is a revision-checked write of the draft.
 */
import type { Request, Response } from 'express';
import { STUDIO_LIMITS } from '../../../src/lib/studio/limits.ts';
import { normalizeText } from '../../../src/lib/studio/text.ts';
import type { Answer, StudioLanguage } from '../../../src/lib/studio/types.ts';
import { jsonBody, sendError, type Body } from '../../http.ts';
import { newId } from '../../ids.ts';
import { msg } from '../../messages.ts';
import { authOf } from '../../sessions.ts';
import type { StudioKit } from './kit.ts';

export function registerAnswers(kit: StudioKit) {
  const { signedIn, ensureDraft, saveDraft } = kit;
  signedIn('get', '/api/studio/answers', (req, res) => {
    const user = authOf(res).user;
    const q = normalizeText(typeof req.query.q === 'string' ? req.query.q : '');
    const language = typeof req.query.language === 'string' && req.query.language ? req.query.language : null;
    const draft = ensureDraft(user);
    const answers = draft.setup.answers.filter(
      (answer) =>
        (!language || answer.language === language) &&
        (!q || [answer.question, answer.answer, ...answer.phrasings].some((text) => normalizeText(text).includes(q))),
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
    const body = jsonBody(req);
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
    if (!ownAnswer(req, res)) return;
    const body = jsonBody(req);
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
}
