/**
 * The API contract's types (generated into `contract.gen.ts` by `npm run contract` from
 * src/api/contract/*.yaml), by name: the request and answer types of the portal, the fixtures and
 * the mock API are aliases of these (`export type User = Schema<'User'>`), so the YAML is their one
 * source. Type-only: the mock API imports it under Node's type stripping.
 */
import type { components, paths } from './contract.gen.ts';

export type { components, paths } from './contract.gen.ts';

/**
 * Compile-time checks that a list of src/lib (kept as values for the selects and the checks) is the
 * contract's enum: `tsc` fails on `[Assert<Same<CallOutcome, CallSummary['outcome']>>]` when the
 * two differ (see `CallListsMatchContract` in calls.ts).
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;

/** One of the contract's named schemas (`components.schemas.<Name>`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body the contract describes for `M P` (e.g. `RequestBody<'/api/login', 'post'>`). */
export type RequestBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The JSON answer of `M P` for `Status` (200 unless given). */
export type Answer<P extends keyof paths, M extends Method, Status extends number = 200> =
  Operation<P, M> extends { responses: infer Responses } ? (Status extends keyof Responses ? JsonOf<Responses[Status]> : never) : never;
