import type { TLiveTable } from '@croupier/contracts';
import { type BaccaratRoads, baccaratRoads, ROAD_ROWS, type RoadCoup } from '@croupier/games';
import { useMemo } from 'react';
import { useI18n } from '../lib/i18n.ts';

type RoadName = keyof BaccaratRoads;

/** Dragon tiger draws its roads like baccarat's: dragon in the banker's red, tiger in the player's blue. */
export function roadCoups(results: TLiveTable['shoeResults']): RoadCoup[] {
  return results.map((r) => ({
    winner:
      r.winner === 'DRAGON' ? 'BANKER' : r.winner === 'TIGER' ? 'PLAYER' : (r.winner as RoadCoup['winner']),
    playerPair: r.playerPair,
    bankerPair: r.bankerPair,
  }));
}

const COLOUR = {
  PLAYER: 'var(--player)',
  BANKER: 'var(--banker)',
  TIE: 'var(--tie)',
  RED: 'var(--banker)',
  BLUE: 'var(--player)',
};

/** One road on a 6-row grid of `cols` columns, the latest columns shown when it is longer. */
function RoadGrid({
  road,
  roads,
  cols,
  cell,
  label,
  letters,
}: {
  road: RoadName;
  roads: BaccaratRoads;
  cols: number;
  cell: number;
  label: string;
  letters: Record<'PLAYER' | 'BANKER' | 'TIE', string>;
}) {
  const cells = roads[road] as readonly { row: number; col: number }[];
  const last = cells.reduce((m, c) => Math.max(m, c.col), -1);
  const first = Math.max(0, last - cols + 1);
  const w = cols * cell;
  const h = ROAD_ROWS * cell;
  const r = cell / 2;
  return (
    <figure className={`road road--${road}`}>
      <figcaption className="road__name">{label}</figcaption>
      <svg viewBox={`0 0 ${w} ${h}`} className="road__grid" role="img" aria-label={label}>
        <defs>
          <pattern id={`grid-${cell}`} width={cell} height={cell} patternUnits="userSpaceOnUse">
            <path d={`M ${cell} 0 L 0 0 0 ${cell}`} className="road__line" />
          </pattern>
        </defs>
        <rect width={w} height={h} fill={`url(#grid-${cell})`} />
        {cells
          .filter((c) => c.col >= first)
          .map((c) => {
            const x = (c.col - first) * cell + r;
            const y = c.row * cell + r;
            const key = `${c.col}-${c.row}`;
            if (road === 'beadPlate') {
              const b = c as BaccaratRoads['beadPlate'][number];
              return (
                <g key={key}>
                  <circle cx={x} cy={y} r={r * 0.86} fill={COLOUR[b.winner]} />
                  <text
                    x={x}
                    y={y}
                    className="road__letter"
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={cell * 0.5}
                  >
                    {letters[b.winner]}
                  </text>
                  {b.playerPair ? (
                    <circle
                      cx={x + r * 0.6}
                      cy={y + r * 0.6}
                      r={r * 0.22}
                      fill="var(--player)"
                      stroke="#fff"
                      strokeWidth="0.8"
                    />
                  ) : null}
                  {b.bankerPair ? (
                    <circle
                      cx={x - r * 0.6}
                      cy={y - r * 0.6}
                      r={r * 0.22}
                      fill="var(--banker)"
                      stroke="#fff"
                      strokeWidth="0.8"
                    />
                  ) : null}
                </g>
              );
            }
            if (road === 'bigRoad') {
              const b = c as BaccaratRoads['bigRoad'][number];
              return (
                <g key={key}>
                  <circle
                    cx={x}
                    cy={y}
                    r={r * 0.72}
                    fill="none"
                    stroke={COLOUR[b.winner]}
                    strokeWidth={cell * 0.16}
                  />
                  {b.ties > 0 ? (
                    <line
                      x1={x - r * 0.7}
                      y1={y + r * 0.7}
                      x2={x + r * 0.7}
                      y2={y - r * 0.7}
                      stroke="var(--tie)"
                      strokeWidth={cell * 0.12}
                    />
                  ) : null}
                  {b.ties > 1 ? (
                    <text
                      x={x}
                      y={y}
                      textAnchor="middle"
                      dominantBaseline="central"
                      fontSize={cell * 0.45}
                      className="road__ties"
                    >
                      {b.ties}
                    </text>
                  ) : null}
                  {b.playerPair ? (
                    <circle cx={x + r * 0.6} cy={y + r * 0.6} r={r * 0.2} fill="var(--player)" />
                  ) : null}
                  {b.bankerPair ? (
                    <circle cx={x - r * 0.6} cy={y - r * 0.6} r={r * 0.2} fill="var(--banker)" />
                  ) : null}
                </g>
              );
            }
            const d = c as BaccaratRoads['bigEyeBoy'][number];
            if (road === 'bigEyeBoy')
              return (
                <circle
                  key={key}
                  cx={x}
                  cy={y}
                  r={r * 0.66}
                  fill="none"
                  stroke={COLOUR[d.colour]}
                  strokeWidth={cell * 0.16}
                />
              );
            if (road === 'smallRoad')
              return <circle key={key} cx={x} cy={y} r={r * 0.72} fill={COLOUR[d.colour]} />;
            return (
              <line
                key={key}
                x1={x - r * 0.7}
                y1={y + r * 0.7}
                x2={x + r * 0.7}
                y2={y - r * 0.7}
                stroke={COLOUR[d.colour]}
                strokeWidth={cell * 0.16}
                strokeLinecap="round"
              />
            );
          })}
      </svg>
    </figure>
  );
}

/** The five baccarat roads of the shoe (or only one, e.g. the big road on a lobby card). */
export function Roads({
  results,
  only,
  compact = false,
}: {
  results: TLiveTable['shoeResults'];
  only?: RoadName;
  compact?: boolean;
}) {
  const { t } = useI18n();
  const roads = useMemo(() => baccaratRoads(roadCoups(results)), [results]);
  const isDragonTiger = results.some((r) => r.winner === 'DRAGON' || r.winner === 'TIGER');
  const letters = isDragonTiger
    ? { PLAYER: t('tiger')[0] ?? 'T', BANKER: t('dragon')[0] ?? 'D', TIE: t('tie')[0] ?? 'T' }
    : { PLAYER: t('player')[0] ?? 'P', BANKER: t('banker')[0] ?? 'B', TIE: t('tie')[0] ?? 'T' };
  if (only) {
    return (
      <RoadGrid
        road={only}
        roads={roads}
        cols={compact ? 24 : 30}
        cell={compact ? 12 : 16}
        label={t(only)}
        letters={letters}
      />
    );
  }
  return (
    <div className="roads">
      <RoadGrid road="beadPlate" roads={roads} cols={12} cell={20} label={t('beadPlate')} letters={letters} />
      <RoadGrid road="bigRoad" roads={roads} cols={24} cell={12} label={t('bigRoad')} letters={letters} />
      <div className="roads__derived">
        <RoadGrid
          road="bigEyeBoy"
          roads={roads}
          cols={16}
          cell={8}
          label={t('bigEyeBoy')}
          letters={letters}
        />
        <RoadGrid
          road="smallRoad"
          roads={roads}
          cols={16}
          cell={8}
          label={t('smallRoad')}
          letters={letters}
        />
        <RoadGrid
          road="cockroachPig"
          roads={roads}
          cols={16}
          cell={8}
          label={t('cockroachPig')}
          letters={letters}
        />
      </div>
    </div>
  );
}
