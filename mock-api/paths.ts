/**
 * The paths the mock API answers, as the dev server's proxy and the production server see them
 * (the portal's calls: /api, /auth, /kyc, /verify, /customers). `/verify` alone, not `/verify-email`.
 */
export const API_PROXY_PATTERNS = ['^/api(/|$)', '^/auth(/|$)', '^/kyc(/|$)', '^/verify(\\?|/?$)', '^/customers(/|\\?|$)'];

export function isApiPath(pathname: string): boolean {
  return API_PROXY_PATTERNS.some((pattern) => new RegExp(pattern).test(pathname));
}
