/** Every HTTP path of the platform API, shared by the server routes, the web client and the tests. */
export const API = {
  health: '/healthz',
  ready: '/readyz',
  /** Prometheus metrics (bearer METRICS_TOKEN, or direct loopback clients only). */
  metrics: '/metrics',
  docs: '/docs',
  system: {
    permission: '/wps/system/permission',
    status: '/wps/system/status',
    whitelabel: '/wps/system/whitelabel',
    registerSettings: '/wps/system/setting/register',
    domainRoute: '/wps/system/domainRoute',
    helpCenter: '/wps/system/helpCenter',
    countryCodes: '/wps/system/countryCodes',
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
    /** POST (T): a one-time ticket (60 s) for the app-download link and QR code, instead of the session token. */
    appTicket: '/wps/session/app-ticket',
    /** POST: the app trades the ticket for a session of its own, once. */
    appTicketExchange: '/wps/session/app-ticket/exchange',
  },
  member: {
    info: '/wps/member/info',
    register: '/wps/member/register',
    registerMobile: '/wps/member/register/mobile',
    password: '/wps/member/password',
    passwordEmail: '/wps/member/password/email',
    /** POST: the owner, from the emailed link, sets the new password (nothing changes before). */
    passwordEmailConfirm: '/wps/member/password/email/confirm',
    passwordVerification: '/wps/member/password/verification',
    /** POST `ZForgotMethodsRequest` -> `ZForgotMethods`: the recovery methods this account can use. */
    passwordMethods: '/wps/member/password/methods',
    feedback: '/wps/feedback',
    affiliate: '/wps/agent/affiliate',
    paymentPassword: '/wps/member/paymentPassword',
    bankAccount: '/wps/member/bankAccount',
    mobile: '/wps/member/mobile',
    email: '/wps/member/email',
    securityCode: '/wps/member/security/code',
    /** POST (T): a code to the new mobile or email the member binds. */
    contactCode: '/wps/member/security/contactCode',
    /** POST (T): a new authenticator secret (shown once); `enable` confirms it with a code, `disable` turns it off. */
    totpSetup: '/wps/member/security/totp/setup',
    totpEnable: '/wps/member/security/totp/enable',
    totpDisable: '/wps/member/security/totp/disable',
    messages: '/wps/member/messages',
    messagesRead: '/wps/member/messages/read',
    messagesUnread: '/wps/member/messages/unread',
    messageRead: '/wps/member/messages/:id/read',
    /** DELETE (T, issue 18): removes one message from the member's inbox. */
    message: '/wps/member/messages/:id',
    badges: '/wps/member/badges',
    icon: '/wps/member/info/icon',
    firstLogin: '/wps/member/firstLogin',
    fundsConsolidated: '/wps/member/info/funds/consolidated',
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
  /** Issue 17: promotions, the bonus wallet and the reward center. */
  promotions: {
    list: '/wps/promotions',
    one: '/wps/promotions/:id',
    join: '/wps/promotions/:id/join',
    claim: '/wps/promotions/:id/claim',
    checkin: '/wps/promotions/:id/checkin',
    /** POST `ZApplyInput` -> `ZPromotion` (T): apply to an apply activity with a comment and images. */
    apply: '/wps/promotions/:id/apply',
    bonuses: '/wps/member/bonuses',
    rewards: '/wps/member/rewards',
    /** POST `ZRewardClaimRequest` -> `ZRewardClaimResult` (T): claim a VIP, mission or leaderboard reward. */
    rewardClaim: '/wps/member/rewards/claim',
  },
  /** Issue 17: VIP levels and the public state. */
  vip: {
    /** GET `ZVipOverview` (T). */
    overview: '/wps/member/vip',
    /** PUT `ZVipBirthdayInput` (T). */
    birthday: '/wps/member/vip/birthday',
  },
  /** Issue 17: missions and their leaderboard (spec section 7's mission summary and leaderboard calls). */
  missions: {
    summary: '/wps/mission/summary',
    leaderboard: '/wps/mission/leaderboard',
  },
  /** Issue 18: red-envelope rains. */
  redEnvelopes: {
    current: '/wps/redEnvelopes/current',
    claim: '/wps/redEnvelopes/:id/claim',
  },
  /** Issue 20: responsible gambling (limits, reality check, time-out, self-exclusion). */
  rg: {
    overview: '/wps/member/rg',
    limits: '/wps/member/rg/limits',
    realityCheck: '/wps/member/rg/reality-check',
    exclusion: '/wps/member/rg/exclusion',
    session: '/wps/member/rg/session',
  },
  /** Issue 20: identity verification (KYC). */
  kyc: {
    overview: '/wps/member/kyc',
    submit: '/wps/member/kyc',
  },
  lotto: {
    /** GET `ZLottoMenuQuery` -> `ZLottoMenuResponse` (T): the prize mode's lottery games. */
    gameMenu: '/lgw/vn/games/game_menu',
    /** GET `ZLottoMenuQuery` -> `ZLottoMenuResponse` (T): the member's recently launched ones. */
    gameMenuRecent: '/lgw/vn/games/game_menu/recent',
    /** GET `ZLottoLaunchQuery` -> `ZLottoLaunchResponse` (T; real accounts): the lottery lobby's launch URL. */
    lobbyLaunch: '/lgw/vn/games/lobby/launch',
    /** GET `ZOpenedGameQuery` -> `ZOpenedGameResponse`: published results of one game, newest first. */
    openedGame: '/lgw/vn/numeros/opened/game',
    /** GET `ZOpenedNumeroQuery` -> `ZOpenedNumeroResponse`: the latest result of each menu game. */
    openedNumero: '/lotto/lgw/games/opened/numero',
  },
  live: {
    /** GET `ZLiveModelListQuery` -> `ZLiveModelListResponse`: the hosts (dealers) of a live vendor code's tables. */
    models: '/wps/live/models',
    /** GET `ZLiveChatLaunchQuery` -> `ZLiveChatLaunchResponse` (T; real accounts): `chatUrl`, the table opened on its chat. */
    chat: '/wps/live/chat',
  },
  content: {
    announcements: '/wps/announcements',
    banners: '/wps/banners',
    /** Operator-uploaded images (re-encoded PNG under a random name), on every host. */
    image: '/content-images/:name',
  },
  wallet: {
    balance: '/wps/v2/wallets/balance',
    transferRelay: '/wps/v2/wallets/transfer',
    merchantWallet: '/wps/v2/wallets/merchant',
    transferUpline: '/wps/wallet/transfer/upline',
    transferDownline: '/wps/wallet/transfer/downline',
    channels: '/wps/wallet/channels',
    deposits: '/wps/wallet/deposits',
    deposit: '/wps/wallet/deposits/:id',
    depositGateway: '/wps/wallet/deposits/gateway',
    withdrawals: '/wps/wallet/withdrawals',
    withdrawalConfirm: '/wps/wallet/withdrawals/:id/confirm',
    records: '/wps/wallet/records',
    overview: '/wps/wallet/overview',
    bets: '/wps/wallet/bets',
    profit: '/wps/wallet/profit',
  },
  /** Seamless-wallet calls of game vendors: signed with the vendor's secret, not scoped by host. */
  vendorWallet: {
    balance: '/vendor-api/v1/:vendorCode/balance',
    bet: '/vendor-api/v1/:vendorCode/bet',
    win: '/vendor-api/v1/:vendorCode/win',
    rollback: '/vendor-api/v1/:vendorCode/rollback',
  },
  /** Payment gateways' signed server-to-server callbacks: not scoped by host, the path names the channel. */
  payments: {
    callback: '/payment-api/v1/:merchantCode/:channelCode/callback',
  },
  admin: {
    merchants: '/admin/api/merchants',
    outbox: '/admin/api/merchants/:merchantCode/outbox',
    oauthProvider: '/admin/api/merchants/:merchantCode/oauth/:provider',
    merchantSettings: '/admin/api/merchants/:merchantCode/settings',
    walletVendors: '/admin/api/merchants/:merchantCode/wallet/vendors',
    walletVendorMode: '/admin/api/merchants/:merchantCode/wallet/vendors/:vendorCode/mode',
    walletAdjustments: '/admin/api/merchants/:merchantCode/wallet/adjustments',
    deposits: '/admin/api/merchants/:merchantCode/deposits',
    depositApprove: '/admin/api/merchants/:merchantCode/deposits/:id/approve',
    depositReject: '/admin/api/merchants/:merchantCode/deposits/:id/reject',
    paymentChannels: '/admin/api/merchants/:merchantCode/paymentChannels',
    paymentChannel: '/admin/api/merchants/:merchantCode/paymentChannels/:code',
    withdrawals: '/admin/api/merchants/:merchantCode/withdrawals',
    memberSecurity: '/admin/api/merchants/:merchantCode/memberSecurity',
    sensitiveChanges: '/admin/api/merchants/:merchantCode/sensitiveChanges',
    withdrawalApprove: '/admin/api/merchants/:merchantCode/withdrawals/:id/approve',
    withdrawalReject: '/admin/api/merchants/:merchantCode/withdrawals/:id/reject',
    withdrawalForceReceived: '/admin/api/merchants/:merchantCode/withdrawals/:id/forceReceived',
    catalogueVendors: '/admin/api/catalogue/vendors',
    catalogueGames: '/admin/api/catalogue/games',
    /** GET `ZConsoleVendorsQuery`: every vendor with the merchant's setting (console, paged). */
    merchantVendors: '/admin/api/merchants/:merchantCode/vendors',
    merchantVendor: '/admin/api/merchants/:merchantCode/vendors/:vassalage',
    /** GET `ZConsoleGamesQuery`: the games with the merchant's hot and hidden choices (console, paged). */
    merchantGames: '/admin/api/merchants/:merchantCode/games',
    merchantGame: '/admin/api/merchants/:merchantCode/games/:nodeId',
    winners: '/admin/api/merchants/:merchantCode/winners',
    announcements: '/admin/api/merchants/:merchantCode/announcements',
    announcement: '/admin/api/merchants/:merchantCode/announcements/:id',
    banners: '/admin/api/merchants/:merchantCode/banners',
    banner: '/admin/api/merchants/:merchantCode/banners/:id',
    /** POST `ZContentImageUpload`: a png or jpg for banners and announcements, re-encoded and stored. */
    contentImages: '/admin/api/merchants/:merchantCode/contentImages',
    customerServices: '/admin/api/merchants/:merchantCode/customerServices',
    resources: '/admin/api/merchants/:merchantCode/resources',
    helpCenter: '/admin/api/merchants/:merchantCode/helpCenter/:language/:device',
    promotions: '/admin/api/merchants/:merchantCode/promotions',
    promotion: '/admin/api/merchants/:merchantCode/promotions/:id',
    promotionApplications: '/admin/api/merchants/:merchantCode/promotion-applications',
    promotionApplicationDecision: '/admin/api/merchants/:merchantCode/promotion-applications/:id/decision',
    promotionApplicationImage: '/admin/api/merchants/:merchantCode/promotion-applications/images/:id',
    vipLevels: '/admin/api/merchants/:merchantCode/vip/levels',
    vipEvaluate: '/admin/api/merchants/:merchantCode/vip/evaluate',
    missions: '/admin/api/merchants/:merchantCode/missions',
    /** Issue 18: platform messages and red-envelope rains. */
    messages: '/admin/api/merchants/:merchantCode/messages',
    redEnvelopes: '/admin/api/merchants/:merchantCode/redEnvelopes',
    redEnvelopeCancel: '/admin/api/merchants/:merchantCode/redEnvelopes/:id/cancel',
    /** Issue 20: KYC review. */
    kycSubmissions: '/admin/api/merchants/:merchantCode/kyc',
    kycDecision: '/admin/api/merchants/:merchantCode/kyc/:id/decision',
    kycDocument: '/admin/api/merchants/:merchantCode/kyc/documents/:id',
    kycRules: '/admin/api/merchants/:merchantCode/kyc/rules',
    /** An operator's own session: the only admin calls that name no permission. */
    operatorLogin: '/admin/api/auth/login',
    operatorLogout: '/admin/api/auth/logout',
    operatorMe: '/admin/api/auth/me',
    operatorTotp: '/admin/api/auth/totp',
    operatorTotpConfirm: '/admin/api/auth/totp/confirm',
    /** GET: unused recovery codes left; POST: ten new ones (the old ones stop working). */
    operatorRecoveryCodes: '/admin/api/auth/recovery-codes',
    operators: '/admin/api/merchants/:merchantCode/operators',
    operator: '/admin/api/merchants/:merchantCode/operators/:id',
    roles: '/admin/api/merchants/:merchantCode/roles',
    apiTokens: '/admin/api/merchants/:merchantCode/apiTokens',
    apiToken: '/admin/api/merchants/:merchantCode/apiTokens/:id',
    audit: '/admin/api/merchants/:merchantCode/audit',
    auditCsv: '/admin/api/merchants/:merchantCode/audit.csv',
    players: '/admin/api/merchants/:merchantCode/players',
    player: '/admin/api/merchants/:merchantCode/players/:id',
    playerLock: '/admin/api/merchants/:merchantCode/players/:id/lock',
    /** POST: a one-time temporary password the player must change at the next log in. */
    playerPasswordReset: '/admin/api/merchants/:merchantCode/players/:id/password-reset',
    /** GET (paged, newest first) and POST (append-only) the operators' notes on a player. */
    playerNotes: '/admin/api/merchants/:merchantCode/players/:id/notes',
    dashboard: '/admin/api/merchants/:merchantCode/dashboard',
    approvals: '/admin/api/merchants/:merchantCode/approvals',
    approvalDecision: '/admin/api/merchants/:merchantCode/approvals/:id/:decision',
    /** GET: the vendor codes whose games the merchant tunes (their services declare settings). */
    vendorSettingsList: '/admin/api/merchants/:merchantCode/vendorSettings',
    /** GET / PUT `ZVendorSettingsChange`: one vendor code's settings for the merchant (limits, odds, cut). */
    vendorSettings: '/admin/api/merchants/:merchantCode/vendorSettings/:vendorCode',
  },
} as const;

/** Header carrying the product language code (EN, CN, ...) of a request; Accept-Language is the fallback. */
export const LANGUAGE_HEADER = 'x-language';
/** Header carrying the operator API key on admin calls (`Authorization: Bearer <key>` works too). */
export const ADMIN_KEY_HEADER = 'x-admin-key';
/** Header carrying the opaque session token on `T` calls. */
export const SESSION_TOKEN_HEADER = 'x-session-token';
