import { type RandomSource, uniformInt } from '../rng.ts';
import { FISH_KINDS, FISH_WORLD, type FishKindCode } from './kinds.ts';

/**
 * A fish's swim: a cubic Bézier from a point off one edge of the world to a point off another,
 * travelled at its kind's speed from `bornAt` (ms). Server and player UI evaluate the same curve,
 * so the server never streams positions, only spawns.
 */
export interface FishPath {
  /** Control points: start, two handles, end (world units). */
  points: readonly [number, number, number, number, number, number, number, number];
  bornAt: number;
  /** Milliseconds from entering to leaving. */
  durationMs: number;
}

function bezier(p0: number, p1: number, p2: number, p3: number, t: number): number {
  const u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
}

/** Where the fish is at `now` (and its heading, radians); `t` outside [0,1] means off its path. */
export function fishPosition(
  path: FishPath,
  now: number,
): { x: number; y: number; angle: number; t: number } {
  const t = (now - path.bornAt) / path.durationMs;
  const c = Math.min(1, Math.max(0, t));
  const [x0, y0, x1, y1, x2, y2, x3, y3] = path.points;
  const x = bezier(x0, x1, x2, x3, c);
  const y = bezier(y0, y1, y2, y3, c);
  const d = Math.min(1, c + 0.01);
  const angle = Math.atan2(bezier(y0, y1, y2, y3, d) - y, bezier(x0, x1, x2, x3, d) - x);
  return { x, y, angle, t };
}

/** True while the fish is inside the world (it may be hit). */
export function isOnScreen(path: FishPath, now: number, margin = 0): boolean {
  const p = fishPosition(path, now);
  if (p.t < 0 || p.t > 1) return false;
  return (
    p.x >= -margin && p.x <= FISH_WORLD.width + margin && p.y >= -margin && p.y <= FISH_WORLD.height + margin
  );
}

const between = (rng: RandomSource, lo: number, hi: number) => lo + uniformInt(rng, hi - lo + 1);

/** A random path across the world for `kind`, entering from the left or right (or top/bottom for small fish). */
export function randomPath(rng: RandomSource, kindCode: FishKindCode, bornAt: number): FishPath {
  const kind = FISH_KINDS[kindCode];
  const { width: W, height: H } = FISH_WORLD;
  const off = kind.radius * 2 + 20;
  const leftToRight = uniformInt(rng, 2) === 0;
  const y0 = between(rng, 80, H - 80);
  const y3 = between(rng, 80, H - 80);
  const x0 = leftToRight ? -off : W + off;
  const x3 = leftToRight ? W + off : -off;
  const x1 = leftToRight ? between(rng, 200, 700) : between(rng, W - 700, W - 200);
  const x2 = leftToRight ? between(rng, W - 700, W - 200) : between(rng, 200, 700);
  const y1 = between(rng, 0, H);
  const y2 = between(rng, 0, H);
  const length = Math.hypot(x3 - x0, y3 - y0) * 1.15;
  return {
    points: [x0, y0, x1, y1, x2, y2, x3, y3],
    bornAt,
    durationMs: Math.round((length / kind.speed) * 1000),
  };
}

/** Draws a kind of the ordinary spawns by its weight. */
export function randomKind(rng: RandomSource): FishKindCode {
  const kinds = Object.values(FISH_KINDS).filter((k) => k.spawnWeight > 0);
  let pick = uniformInt(
    rng,
    kinds.reduce((s, k) => s + k.spawnWeight, 0),
  );
  for (const k of kinds) {
    if (pick < k.spawnWeight) return k.code;
    pick -= k.spawnWeight;
  }
  return 'CLOWN';
}
