/** Every HTTP path of the platform API, shared by the server routes, the web client and the tests. */
export const API = {
  health: '/healthz',
  ready: '/readyz',
  docs: '/docs',
  system: {
    permission: '/wps/system/permission',
    status: '/wps/system/status',
    whitelabel: '/wps/system/whitelabel',
    registerSettings: '/wps/system/setting/register',
    domainRoute: '/wps/system/domainRoute',
    helpCenter: '/wps/system/helpCenter',
  },
  games: {
    vendors: '/lgw/games/vendors',
  },
  admin: {
    merchants: '/admin/api/merchants',
    merchantSettings: '/admin/api/merchants/:merchantCode/settings',
  },
} as const;

/** Header carrying the product language code (EN, CN, ...) of a request; Accept-Language is the fallback. */
export const LANGUAGE_HEADER = 'x-language';
/** Header carrying the operator API key on admin calls (`Authorization: Bearer <key>` works too). */
export const ADMIN_KEY_HEADER = 'x-admin-key';
