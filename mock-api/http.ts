import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PHONE_MAX_INPUT_LENGTH } from '../src/lib/phone.ts';
import { phoneProblem } from '../src/lib/phoneRules.ts';
import { msg } from './messages.ts';

/**
 * A failure's answer (the contract's `Error`): the message, the signup error code when there is
 * one, and the request field at fault (a dotted path into the body) when one field is.
 */
export function sendError(res: Response, status: number, error: string, code?: string, field?: string): void {
  res.status(status).json({ error, ...(code ? { code } : {}), ...(field ? { field } : {}) });
}

/** Lets async handlers throw: the error reaches the error handler instead of crashing. */
export function route(handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown> | unknown): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => handler(req, res, next))
      .catch(next);
  };
}

export type Body = Record<string, unknown>;

/**
 * The JSON body of a request the contract describes: the contract validator (contractValidation.ts)
 * has already answered 400 to anything but an object of the operation's schema, so a route reads
 * it as it is and checks only what a schema cannot say.
 */
export const jsonBody = (req: Request): Body => req.body as Body;

export { isEmail, normalizeEmail, normalizePhone } from '../src/lib/validation.ts';

/**
 * An international number (`+34 600 111 222`) that the portal's phone field accepts too: the same
 * rules (src/lib/phoneRules.ts: libphonenumber with its full metadata, the same length verdicts)
 * and the same input limit (PHONE_MAX_INPUT_LENGTH).
 */
export function isPhone(value: string): boolean {
  return value.startsWith('+') && value.length <= PHONE_MAX_INPUT_LENGTH && phoneProblem(value) === null;
}

/**
 * Turns body-parser failures and unexpected errors into JSON answers; never crashes the server.
 * No answer carries a stack trace, a file path or a system error's text: a 4xx keeps its message
 * only when it was written for the client (an http-errors error that wraps no system error).
 */
export function errorHandler(quiet: boolean) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const { type, status, expose, syscall, message } = (error ?? {}) as {
      type?: string;
      status?: number;
      expose?: boolean;
      syscall?: string;
      message?: string;
    };
    if (type === 'entity.parse.failed') return sendError(res, 400, msg(req, 'malformedJson'));
    if (type === 'entity.too.large' || status === 413) return sendError(res, 413, msg(req, 'bodyTooLarge'));
    if (status === 404) return sendError(res, 404, msg(req, 'notFound'));
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const forClient = expose === true && !syscall && typeof message === 'string' && message.length > 0;
      return sendError(res, status, forClient ? message : msg(req, 'invalidField', { field: 'request' }));
    }
    if (!quiet) console.error('[mock-api]', error);
    sendError(res, 500, msg(req, 'serverError'));
  };
}

/** Cookies of a request, parsed. */
export function cookies(req: Request): Record<string, string> {
  const header = req.headers.cookie;
  if (!header) return {};
  return Object.fromEntries(
    header.split(';').flatMap((part) => {
      const index = part.indexOf('=');
      if (index < 0) return [];
      try {
        return [[part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim())]];
      } catch {
        return [];
      }
    }),
  );
}
