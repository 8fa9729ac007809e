/**
 * The e-mailed links (confirm an address, unsubscribe): no login, a small page in the reader's language.
 */
import type { Request, Response } from 'express';
import { linkPage } from '../../delivery/mail.ts';
import { route } from '../../http.ts';
import { mailText } from '../../mailTexts.ts';
import { requestLang } from '../../messages.ts';
import type { DeliveryKit } from './kit.ts';

export function registerLinks(kit: DeliveryKit) {
  const { app, ctx, store, fail } = kit;
  const page = (req: Request, res: Response, status: number, text: string, form?: { action: string; button: string }) => {
    res.status(status).type('html').setHeader('Content-Security-Policy', "default-src 'none'; form-action 'self'");
    res.send(linkPage(requestLang(req), text, form));
  };
  const tokenOf = (req: Request) => store.readLinkToken(typeof req.query.token === 'string' ? req.query.token : '');

  app.get(
    '/api/delivery/confirm',
    route((req, res) => {
      const lang = requestLang(req);
      const token = tokenOf(req);
      const recipient = token?.purpose === 'confirm' ? store.recipientById(token.id) : null;
      if (!recipient) return fail(req, res, 404, 'deliveryInvalidLink');
      if (recipient.status === 'pending') store.setRecipientStatus(recipient.id, 'confirmed');
      page(req, res, 200, mailText(lang, 'linkPage.confirmed'));
    }),
  );

  /** An unsubscribe token's effect: the address stops receiving, or the account's digest stops. */
  const unsubscribe = (req: Request, res: Response, apply: boolean) => {
    const lang = requestLang(req);
    const ask = () =>
      page(req, res, 200, mailText(lang, 'linkPage.ask'), {
        action: `/api/delivery/unsubscribe?token=${encodeURIComponent(String(req.query.token))}`,
        button: mailText(lang, 'linkPage.button'),
      });
    const token = tokenOf(req);
    if (token?.purpose === 'unsub') {
      const recipient = store.recipientById(token.id);
      if (!recipient) return fail(req, res, 404, 'deliveryInvalidLink');
      if (!apply) return ask();
      store.setRecipientStatus(recipient.id, 'unsubscribed');
      return page(req, res, 200, mailText(lang, 'linkPage.unsubscribed'));
    }
    if (token?.purpose === 'digest' && ctx.db.data.users.some((u) => u.id === token.id)) {
      if (!apply) return ask();
      const digest = store.digest(token.id);
      store.saveDigest(token.id, false, digest.hour);
      return page(req, res, 200, mailText(lang, 'linkPage.unsubscribed'));
    }
    fail(req, res, 404, 'deliveryInvalidLink');
  };
  app.get(
    '/api/delivery/unsubscribe',
    route((req, res) => unsubscribe(req, res, false)),
  );
  app.post(
    '/api/delivery/unsubscribe',
    route((req, res) => unsubscribe(req, res, true)),
  );
}
