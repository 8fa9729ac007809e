/**
 * The API's side of the role table (src/lib/roles.ts): a request of an operation that needs a
 * session, made by a member whose role the table excludes, is answered 403 with the reason before
 * any route (or the body's validation) sees it. The owner passes everything; a route missing from
 * the table is the owner's only, so a new route is closed to members until it is listed.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ROUTE_ROLES, roleAllows, roleAllowsRoute, type RoleUse } from '../src/lib/roles.ts';
import { contract, type Contract } from './contract.ts';
import type { ApiContext } from './context.ts';
import { sendError } from './http.ts';
import { addMessages, msg } from './messages.ts';
import { authenticate } from './sessions.ts';

addMessages({
  en: {
    roleNoExports: 'Your role cannot export data. Ask an admin or the account’s owner.',
    roleNoManage: 'Your role can look but not change this. Ask an admin or the account’s owner.',
    roleNoBilling: 'Only the account’s owner can see and change billing.',
    roleNoAccount: 'Only the account’s owner can manage the team and the account.',
  },
  es: {
    roleNoExports: 'Tu rol no permite exportar datos. Pídeselo a un administrador o al titular de la cuenta.',
    roleNoManage: 'Tu rol permite ver esto, pero no cambiarlo. Pídeselo a un administrador o al titular de la cuenta.',
    roleNoBilling: 'Solo el titular de la cuenta puede ver y cambiar la facturación.',
    roleNoAccount: 'Solo el titular de la cuenta puede gestionar el equipo y la cuenta.',
  },
  ar: {
    roleNoExports: 'دورك لا يسمح بتصدير البيانات. اطلب ذلك من مسؤول أو من مالك الحساب.',
    roleNoManage: 'دورك يسمح بعرض هذا دون تغييره. اطلب ذلك من مسؤول أو من مالك الحساب.',
    roleNoBilling: 'مالك الحساب وحده يمكنه عرض الفوترة وتغييرها.',
    roleNoAccount: 'مالك الحساب وحده يمكنه إدارة الفريق والحساب.',
  },
});

/** The reason a role is refused a use (the uses every role has never need one). */
export const ROLE_DENIAL_MESSAGE: Record<RoleUse, string> = {
  self: 'roleNoAccount',
  calls: 'roleNoAccount',
  agentRead: 'roleNoAccount',
  exports: 'roleNoExports',
  manage: 'roleNoManage',
  billing: 'roleNoBilling',
  account: 'roleNoAccount',
};

/** The middleware, registered before the contract's validation and every route. */
export function roleGate(ctx: ApiContext, api: Contract = contract()): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const found = api.find(req.method, req.path);
    if (!found?.operation.needsSession) return next();
    const auth = authenticate(ctx, req);
    // Without a session the route answers 401 itself.
    if (!auth || auth.member.role === 'owner') return next();
    const route = `${found.operation.method.toUpperCase()} ${found.operation.path}`;
    if (roleAllowsRoute(auth.member.role, route)) return next();
    sendError(res, 403, msg(req, ROLE_DENIAL_MESSAGE[ROUTE_ROLES[route] ?? 'account']));
  };
}

/**
 * For a route open without a session that acts on the session's account when there is one (a
 * purchase): a member whose role may not `use` is refused, so a purchase never joins the account
 * through a staff session.
 */
export function refuseRolesWithout(ctx: ApiContext, use: RoleUse): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const auth = authenticate(ctx, req);
    if (!auth || roleAllows(auth.member.role, use)) return next();
    sendError(res, 403, msg(req, ROLE_DENIAL_MESSAGE[use]));
  };
}
