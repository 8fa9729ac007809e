/**
 * Post-call e-mail rules and the daily digest's settings (GET /api/delivery, /rules, /digest):
 * a new address gets a confirmation link first and nothing else until it is confirmed.
 */
import type { Request, Response } from 'express';
import type { CallOutcome } from '../../../src/lib/calls.ts';
import { confirmMail } from '../../delivery/mail.ts';
import { WEBHOOK_EVENTS, type RuleLanguage, type RuleRow } from '../../delivery/records.ts';
import { normalizeEmail } from '../../http.ts';
import { newId } from '../../ids.ts';
import { settingsOf } from '../../dashboard/records.ts';
import { deliveryFeatures, MAX_RECIPIENTS, MAX_RULES, ruleLang, type DeliveryKit } from './kit.ts';

export function registerRules(kit: DeliveryKit) {
  const { ctx, store, planOf, signedIn, fail, apiLink, companyOf, sendMail, ruleAnswer, endpointAnswer, allowed, conditionOf } = kit;
  // Rules -----------------------------------------------------------------------------------------

  /** Validates a rule body (the contract checked its shape); null after answering an error. */
  const ruleFrom = (req: Request, res: Response, userId: number, existing: RuleRow | null): RuleRow | null => {
    const features = allowed(req, res, userId, 'postCallEmail');
    if (!features) return null;
    const body = req.body as { outcomes: CallOutcome[]; condition?: unknown; emails?: string[]; phones?: string[]; language: RuleLanguage };
    const emails = [...new Set((body.emails ?? []).map((email) => normalizeEmail(email)))];
    const phones = [...new Set((body.phones ?? []).map((phone) => phone.replace(/[^\d+]/g, '')))];
    const condition = conditionOf(body.condition);
    if ((condition || phones.length) && !features.conditions) {
      fail(req, res, 403, 'deliveryCustomOnly');
      return null;
    }
    if (emails.length > MAX_RECIPIENTS || phones.length > MAX_RECIPIENTS) {
      fail(req, res, 400, 'deliveryTooManyRecipients');
      return null;
    }
    if (!emails.length && !phones.length) {
      fail(req, res, 400, 'deliveryNoRecipient');
      return null;
    }
    return {
      id: existing?.id ?? newId('rule_'),
      userId,
      outcomes: [...new Set(body.outcomes)],
      condition,
      emails,
      phones,
      language: body.language,
      createdAt: existing?.createdAt ?? ctx.now(),
    };
  };

  /** Saves the rule; every address the account has not seen yet gets its confirmation link. */
  const saveRule = (rule: RuleRow) => {
    const added = store.transaction(() => {
      store.saveRule(rule);
      return rule.emails.map((email) => store.addRecipient(rule.userId, email)).filter((r) => r !== null);
    });
    const lang = ruleLang(rule.language);
    for (const recipient of added) {
      const link = apiLink(store.linkToken('confirm', recipient.id), 'confirm');
      const mail = confirmMail(lang, companyOf(rule.userId), link);
      sendMail({ kind: 'delivery-confirm', to: recipient.email, subject: mail.subject, text: mail.text, link, html: mail.html });
    }
  };

  signedIn('get', '/api/delivery', (_req, res, userId) => {
    const plan = planOf(userId);
    const digest = store.digest(userId);
    res.json({
      plan,
      features: deliveryFeatures(plan),
      rules: store.rules(userId).map(ruleAnswer),
      digest: { enabled: digest.enabled, hour: digest.hour, timezone: settingsOf(ctx, userId).timezone },
      endpoints: store.endpoints(userId).map(endpointAnswer),
      events: WEBHOOK_EVENTS,
    });
  });

  signedIn('post', '/api/delivery/rules', (req, res, userId) => {
    const rule = ruleFrom(req, res, userId, null);
    if (!rule) return;
    if (store.rules(userId).length >= MAX_RULES) return fail(req, res, 409, 'deliveryTooManyRules');
    saveRule(rule);
    res.status(201).json(ruleAnswer(rule));
  });

  signedIn('put', '/api/delivery/rules/:id', (req, res, userId) => {
    const existing = store.rule(userId, String(req.params.id));
    if (!existing) return fail(req, res, 404, 'notFound');
    const rule = ruleFrom(req, res, userId, existing);
    if (!rule) return;
    saveRule(rule);
    res.json(ruleAnswer(rule));
  });

  signedIn('delete', '/api/delivery/rules/:id', (req, res, userId) => {
    if (!store.deleteRule(userId, String(req.params.id))) return fail(req, res, 404, 'notFound');
    res.status(204).end();
  });

  signedIn('put', '/api/delivery/digest', (req, res, userId) => {
    if (!allowed(req, res, userId, 'postCallEmail')) return;
    const body = req.body as { enabled: boolean; hour: number };
    store.saveDigest(userId, body.enabled, body.hour);
    const digest = store.digest(userId);
    res.json({ enabled: digest.enabled, hour: digest.hour, timezone: settingsOf(ctx, userId).timezone });
  });
}
