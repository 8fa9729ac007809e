/**
 * Webhook endpoints and their signing secrets (POST /api/delivery/webhooks, GET/PUT/DELETE
 * /api/delivery/webhooks/{id}, GET|POST .../secret): the plan bounds how many and which filters.
 */
import type { Request, Response } from 'express';
import { ROTATION_OVERLAP } from '../../delivery/sender.ts';
import { newSecret, type EndpointRow, type WebhookEvent } from '../../delivery/records.ts';
import { checkWebhookUrl } from '../../delivery/urls.ts';
import { newId } from '../../ids.ts';
import type { DeliveryKit } from './kit.ts';

export function registerEndpoints(kit: DeliveryKit) {
  const { ctx, store, sender, signedIn, fail, endpointAnswer, secretAnswer, allowed, conditionOf } = kit;
  // Webhook endpoints -------------------------------------------------------------------------------

  const ownEndpoint = ownEndpointOf(kit);
  /** The body of a new or changed endpoint, checked; null after answering an error. */
  const endpointFields = (req: Request, res: Response, userId: number) => {
    const features = allowed(req, res, userId, 'webhooks');
    if (!features) return null;
    const body = req.body as { url: string; description?: string; events?: WebhookEvent[]; condition?: unknown; enabled?: boolean };
    const url = body.url.trim();
    const checked = checkWebhookUrl(url, ctx.config.allowLocalWebhooks, sender.ownPorts);
    if (!checked.ok) {
      fail(req, res, 400, checked.problem);
      return null;
    }
    const events = [...new Set(body.events ?? [])];
    const condition = conditionOf(body.condition);
    if ((events.length || condition) && !features.eventFilters) {
      fail(req, res, 403, 'deliveryCustomOnly');
      return null;
    }
    return {
      features,
      url: checked.url.href === `${url}/` ? url : checked.url.href,
      description: (body.description ?? '').trim(),
      events,
      condition,
      enabled: body.enabled,
    };
  };

  signedIn('post', '/api/delivery/webhooks', (req, res, userId) => {
    const fields = endpointFields(req, res, userId);
    if (!fields) return;
    const endpoint = store.transaction(() => {
      if (store.endpoints(userId).length >= fields.features.maxEndpoints) return null;
      const created: EndpointRow = {
        id: newId('ep_'),
        userId,
        url: fields.url,
        description: fields.description,
        events: fields.events,
        condition: fields.condition,
        enabled: true,
        disabledReason: null,
        secret: newSecret(),
        previousSecret: null,
        previousUntil: null,
        failingSince: null,
        noticesSent: 0,
        createdAt: ctx.now(),
      };
      store.saveEndpoint(created);
      return created;
    });
    if (!endpoint) return fail(req, res, 403, 'deliveryEndpointLimit', { count: fields.features.maxEndpoints });
    res.status(201).json(endpointAnswer(endpoint));
  });

  signedIn('get', '/api/delivery/webhooks/:id', (req, res, userId) => {
    const endpoint = ownEndpoint(req, res, userId);
    if (endpoint) res.json(endpointAnswer(endpoint));
  });

  signedIn('put', '/api/delivery/webhooks/:id', (req, res, userId) => {
    const endpoint = ownEndpoint(req, res, userId);
    if (!endpoint) return;
    const fields = endpointFields(req, res, userId);
    if (!fields) return;
    const enabled = fields.enabled ?? endpoint.enabled;
    const reenabled = enabled && !endpoint.enabled;
    const updated: EndpointRow = {
      ...endpoint,
      url: fields.url,
      description: fields.description,
      events: fields.events,
      condition: fields.condition,
      enabled,
      disabledReason: enabled ? null : (endpoint.disabledReason ?? 'manual'),
      ...(reenabled ? { failingSince: null, noticesSent: 0 } : {}),
    };
    store.transaction(() => {
      store.saveEndpoint(updated);
      if (!enabled) store.failWaiting(endpoint.id);
    });
    res.json(endpointAnswer(updated));
  });

  signedIn('delete', '/api/delivery/webhooks/:id', (req, res, userId) => {
    if (!store.deleteEndpoint(userId, String(req.params.id))) return fail(req, res, 404, 'notFound');
    res.status(204).end();
  });

  signedIn('get', '/api/delivery/webhooks/:id/secret', (req, res, userId) => {
    const endpoint = ownEndpoint(req, res, userId);
    if (endpoint) res.json(secretAnswer(endpoint));
  });

  signedIn('post', '/api/delivery/webhooks/:id/secret', (req, res, userId) => {
    const endpoint = ownEndpoint(req, res, userId);
    if (!endpoint) return;
    if (!allowed(req, res, userId, 'webhooks')) return;
    const rotated: EndpointRow = {
      ...endpoint,
      secret: newSecret(),
      previousSecret: endpoint.secret,
      previousUntil: ctx.now() + ROTATION_OVERLAP,
    };
    store.saveEndpoint(rotated);
    res.json(secretAnswer(rotated));
  });
}

/** An endpoint of the session's account, else 404 (another account's answers as an unknown one). */
export function ownEndpointOf(kit: DeliveryKit) {
  return (req: Request, res: Response, userId: number): EndpointRow | null => {
    const endpoint = kit.store.endpoint(userId, String(req.params.id));
    if (!endpoint) kit.fail(req, res, 404, 'notFound');
    return endpoint;
  };
}
