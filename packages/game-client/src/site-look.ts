import { GAME_FRAME_LOOK_PARAMS, matchLanguage, type TLanguage } from '@croupier/contracts';

export type TSiteTheme = 'dark' | 'light';

/**
 * The site's look a game page was opened with (the lobby's /seamless adds it to the launch URL,
 * `GAME_FRAME_LOOK_PARAMS`): its theme (dark unless `light`) and language (null when none or unknown).
 */
export function siteLookOf(search: string): { theme: TSiteTheme; language: TLanguage | null } {
  const q = new URLSearchParams(search);
  return {
    theme: q.get(GAME_FRAME_LOOK_PARAMS.theme) === 'light' ? 'light' : 'dark',
    language: matchLanguage(q.get(GAME_FRAME_LOOK_PARAMS.language)) ?? null,
  };
}
