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
  session: {
    login: '/wps/session/login',
    loginVerify: '/wps/session/login/verify',
    loginVerifyCode: '/wps/session/login/verify/code',
    logout: '/wps/session/logout',
    freePlay: '/wps/session/login/freeplay',
    smsNoLogin: '/wps/verification/sms/noLogin',
    oauthStart: '/wps/session/oauth/:provider/start',
    oauthCallback: '/wps/session/oauth/:provider/callback',
    oauthExchange: '/wps/session/oauth/exchange',
  },
  member: {
    info: '/wps/member/info',
    register: '/wps/member/register',
    registerMobile: '/wps/member/register/mobile',
    password: '/wps/member/password',
    passwordEmail: '/wps/member/password/email',
    passwordVerification: '/wps/member/password/verification',
    feedback: '/wps/feedback',
    affiliate: '/wps/agent/affiliate',
  },
  verification: {
    captcha: '/wps/captcha',
    humanChallenge: '/wps/verification/challenge',
    smsRegister: '/wps/verification/sms/register',
  },
  games: {
    vendors: '/lgw/games/vendors',
    menus: '/lgw/games/game_menus',
    list: '/lgw/games/list',
    hot: '/lgw/games/hot',
    vassalGameType: '/lgw/games/vassal_game_type',
    winners: '/lgw/games/winners',
    jackpots: '/lgw/games/jackpots',
    image: '/lgw/games/img/:vassalage/:file',
    favoriteIds: '/wps/member/favorites/ids',
    favorites: '/wps/member/favorites',
    favorite: '/wps/member/favorites/:nodeId',
    recent: '/wps/member/recent',
    launch: '/wps/game/launchGame',
  },
  content: {
    announcements: '/wps/announcements',
    banners: '/wps/banners',
  },
  wallet: {
    balance: '/wps/v2/wallets/balance',
  },
  /** Seamless-wallet calls of game vendors: signed with the vendor's secret, not scoped by host. */
  vendorWallet: {
    balance: '/vendor-api/v1/:vendorCode/balance',
    bet: '/vendor-api/v1/:vendorCode/bet',
    win: '/vendor-api/v1/:vendorCode/win',
    rollback: '/vendor-api/v1/:vendorCode/rollback',
  },
  admin: {
    merchants: '/admin/api/merchants',
    outbox: '/admin/api/merchants/:merchantCode/outbox',
    oauthProvider: '/admin/api/merchants/:merchantCode/oauth/:provider',
    merchantSettings: '/admin/api/merchants/:merchantCode/settings',
    walletVendors: '/admin/api/merchants/:merchantCode/wallet/vendors',
    walletAdjustments: '/admin/api/merchants/:merchantCode/wallet/adjustments',
    catalogueVendors: '/admin/api/catalogue/vendors',
    catalogueGames: '/admin/api/catalogue/games',
    merchantVendor: '/admin/api/merchants/:merchantCode/vendors/:vassalage',
    merchantGame: '/admin/api/merchants/:merchantCode/games/:nodeId',
    announcements: '/admin/api/merchants/:merchantCode/announcements',
    announcement: '/admin/api/merchants/:merchantCode/announcements/:id',
    banners: '/admin/api/merchants/:merchantCode/banners',
    banner: '/admin/api/merchants/:merchantCode/banners/:id',
  },
} as const;

/** Header carrying the product language code (EN, CN, ...) of a request; Accept-Language is the fallback. */
export const LANGUAGE_HEADER = 'x-language';
/** Header carrying the operator API key on admin calls (`Authorization: Bearer <key>` works too). */
export const ADMIN_KEY_HEADER = 'x-admin-key';
/** Header carrying the opaque session token on `T` calls. */
export const SESSION_TOKEN_HEADER = 'x-session-token';
