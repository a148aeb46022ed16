import * as z from './z.ts';

/** Game categories of the platform (spec sections 2, 7 and 9). */
export const GAME_TYPES = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'BGS',
  'INHOUSE',
] as const;
export const ZGameType = z.enum(GAME_TYPES);
export type TGameType = z.infer<typeof ZGameType>;

/** The site route of each category: list pages for some, game-centre pages for others. */
export const GAME_TYPE_ROUTES: Record<TGameType, string> = {
  LIVE: '/live',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
  BGS: '/bgs',
  INHOUSE: '/rng?vassalage=INHOUSE',
};

export const ZVendorEntry = z.object({
  gameType: ZGameType,
  vassalage: z.string(),
  displayName: z.string(),
  maintenance: z.boolean(),
});
export type TVendorEntry = z.infer<typeof ZVendorEntry>;

/** One lane of the vendor list: a category and its enabled vendors in the merchant's order. */
export const ZVendorLane = z.object({ gameType: ZGameType, vendors: z.array(ZVendorEntry) });
export type TVendorLane = z.infer<typeof ZVendorLane>;

export const ZVendorsQuery = z.object({
  platform: z.enum(['html5-desktop', 'html5', 'flash']).default('html5-desktop'),
});

/** Response of the vendor list call: `data.lanes`, as the spec names it. */
export const ZVendorsResponse = z.object({
  success: z.literal(true),
  data: z.object({ lanes: z.array(ZVendorLane) }),
});
export type TVendorsResponse = z.infer<typeof ZVendorsResponse>;

/**
 * What the lobby's game page (/seamless) adds to a game frame's launch URL so the game opens in
 * the site's look: `theme` (dark | light) and `lang` (the site's language). Every vendor UI reads
 * them (packages/game-client `siteLookOf`); the platform names them once, for every vendor alike.
 */
export const GAME_FRAME_LOOK_PARAMS = { theme: 'theme', language: 'lang' } as const;
