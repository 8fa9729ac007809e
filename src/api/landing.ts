/**
 * The calls of the landing page, gathered so that the page can load them (and the HTTP client)
 * with its first call instead of with its first paint.
 */
export { leadErrorMessage } from './errors';
export { submitLead } from './leads';
