import type { TSportsMatch } from '@croupier/contracts';
import type { TKey, TTranslator } from './i18n.ts';

/** A line in quarters as players read it: -3 -> "-0.75", 10 -> "2.5", 0 -> "0". */
export function lineText(quarters: number, signed: boolean): string {
  const value = quarters / 4;
  const text = Number.isInteger(value) ? String(Math.abs(value)) : String(Math.abs(value));
  if (!signed || value === 0) return text;
  return value > 0 ? `+${text}` : `-${text}`;
}

/** A market's name: "Asian handicap -0.75", "Over / under 2.5". */
export function marketName(key: string, { t }: TTranslator): string {
  const [type = '', arg] = key.split(':');
  const n = Number(arg);
  const line =
    type === 'MAP_WIN'
      ? String(n)
      : type === 'AH' || type === 'MAP_AH'
        ? lineText(n, true)
        : arg
          ? lineText(n, false)
          : '';
  return t(`m_${type}` as TKey, { line });
}

/** A selection's label in a market of a match: team names for home/away, the line for handicaps. */
export function selectionName(
  match: Pick<TSportsMatch, 'home' | 'away'> | null,
  key: string,
  code: string,
  tr: TTranslator,
): string {
  const [type = '', arg] = key.split(':');
  const n = Number(arg);
  if (type === 'CS') return code === 'OTHER' ? tr.t('s_OTHER') : code;
  const team = code === 'HOME' ? match?.home.name : code === 'AWAY' ? match?.away.name : undefined;
  const base = team ?? tr.t(`s_${code}` as TKey);
  if (type === 'AH' || type === 'MAP_AH') return `${base} ${lineText(code === 'HOME' ? n : -n, true)}`;
  if (type === 'OU' || type === 'MAP_OU') return `${base} ${lineText(n, false)}`;
  return base;
}

/** A short selection label for the list's inline columns (1 / X / 2, the line, O / U). */
export function shortSelection(key: string, code: string): string {
  const [type = '', arg] = key.split(':');
  const n = Number(arg);
  if (type === '1X2' || type === 'HT_1X2') return code === 'HOME' ? '1' : code === 'DRAW' ? 'X' : '2';
  if (type === 'ML') return code === 'HOME' ? '1' : '2';
  if (type === 'AH' || type === 'MAP_AH') return lineText(code === 'HOME' ? n : -n, true);
  if (type === 'OU' || type === 'MAP_OU') return `${code === 'OVER' ? 'O' : 'U'} ${lineText(n, false)}`;
  return code;
}
