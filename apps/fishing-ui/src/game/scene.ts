import type { TFishingFish, TFishingPlayer, TFishingServerMessage } from '@croupier/contracts';
import { FISH_KINDS, FISH_WORLD, type FishKindCode, type FishPath, fishPosition } from '@croupier/games';
import { PAINTERS } from './painters.ts';
import type { Sound } from './sound.ts';

type ShotMessage = Extract<TFishingServerMessage, { type: 'shot' }>;

interface SceneFish {
  view: TFishingFish;
  kind: FishKindCode;
  path: FishPath;
  phase: number;
  /** When it was caught (server ms): it spins, flashes and fades. */
  caughtAt: number | null;
  hitAt: number;
  multiplier: number | null;
}

interface Bullet {
  x: number;
  y: number;
  vx: number;
  vy: number;
  seat: number;
  mine: boolean;
  betLevel: number;
  angle: number;
  /** Others' bullets fly to the fish their shot hit, then show its outcome. */
  targetFishId: number | null;
  outcome: ShotMessage | null;
  born: number;
}

interface Effect {
  kind: 'net' | 'coins' | 'text' | 'ring' | 'bolt';
  x: number;
  y: number;
  born: number;
  life: number;
  text?: string;
  color?: string;
  seat?: number;
  points?: { x: number; y: number }[];
  big?: boolean;
}

export interface SceneTheme {
  deep: string;
  light: string;
  accent: string;
}

const W = FISH_WORLD.width;
const H = FISH_WORLD.height;
const BULLET_SPEED = 1500;
const FIRE_GAP_MS = 140;
const MAX_MY_BULLETS = 14;
/** Each seat's colour: its cannon, bullets and nets. */
export const SEAT_COLOURS = ['#ffd34d', '#5ee0ff', '#ff7ad9', '#8dff7a'];

/** Where each seat's cannon is in the world: two at the bottom, two at the top. */
export function cannonOf(seat: number): { x: number; y: number } {
  return [
    { x: W * 0.3, y: H - 8 },
    { x: W * 0.7, y: H - 8 },
    { x: W * 0.7, y: 8 },
    { x: W * 0.3, y: 8 },
  ][seat] as { x: number; y: number };
}

export interface SceneCallbacks {
  /** A bullet of mine reached a fish: tell the server. */
  onShot(fishId: number, angle: number, betLevel: number): void;
  /** The outcome of one of my shots came back (the HUD moves the balance). */
  onMyResult(message: ShotMessage): void;
  /** I tried to fire without the balance for it. */
  onBroke(): void;
  canAfford(betLevel: number): boolean;
}

/**
 * The ocean on a canvas at the display's refresh rate: fish on their shared paths (server time), the
 * four cannons, bullets that bounce off the walls until they hit a fish, nets, coins and big-win
 * banners. My seat is always at the bottom (the view turns half a circle for seats at the top).
 * Input: point to aim and fire (held: keeps firing), auto fire, lock on a fish.
 */
export class FishScene {
  private readonly ctx: CanvasRenderingContext2D;
  private readonly fish = new Map<number, SceneFish>();
  private bullets: Bullet[] = [];
  private effects: Effect[] = [];
  private players: (TFishingPlayer | null)[] = [null, null, null, null];
  private angles = [-Math.PI / 2, -Math.PI / 2, Math.PI / 2, Math.PI / 2];
  private recoil = [0, 0, 0, 0];
  private offset = 0;
  private mySeat = 0;
  private raf = 0;
  private scale = 1;
  private ox = 0;
  private oy = 0;
  private dpr = 1;
  private lastFire = 0;
  private pointerDown = false;
  /** Where the pointer last was (the middle of the ocean until it moves). */
  private aimPoint: { x: number; y: number } | null = { x: W / 2, y: H / 2 };
  private bubbles = Array.from({ length: 40 }, () => ({
    x: Math.random() * W,
    y: Math.random() * H,
    r: 1 + Math.random() * 4,
    s: 20 + Math.random() * 50,
  }));
  private banner: { text: string; sub: string; born: number; life: number; color: string } | null = null;
  private lastAimSent = 0;
  /** The banners' words, in the player's language. */
  labels = { boss: 'BOSS', big: 'BIG WIN', mega: 'MEGA WIN' };
  betLevel = 0;
  autoFire = false;
  lockMode = false;
  lockedFishId: number | null = null;
  onAim: ((angle: number, betLevel: number) => void) | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly theme: SceneTheme,
    private readonly sound: Sound,
    private readonly callbacks: SceneCallbacks,
  ) {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas 2d unavailable');
    this.ctx = ctx;
    canvas.addEventListener('pointerdown', this.down);
    window.addEventListener('pointerup', this.up);
    canvas.addEventListener('pointermove', this.move);
    this.raf = requestAnimationFrame(this.frame);
  }

  destroy(): void {
    cancelAnimationFrame(this.raf);
    this.canvas.removeEventListener('pointerdown', this.down);
    window.removeEventListener('pointerup', this.up);
    this.canvas.removeEventListener('pointermove', this.move);
  }

  /** Server time now (ms), from the offset measured when the room arrived. */
  now(): number {
    return Date.now() + this.offset;
  }

  private get flipped(): boolean {
    return this.mySeat >= 2;
  }

  /** World point of a screen point (CSS px in the canvas), the view's half turn undone. */
  private toWorld(px: number, py: number): { x: number; y: number } {
    const x = (px * this.dpr - this.ox) / this.scale;
    const y = (py * this.dpr - this.oy) / this.scale;
    return this.flipped ? { x: W - x, y: H - y } : { x, y };
  }

  // ---- the server's messages ----

  setRoom(room: {
    mySeat: number;
    players: TFishingPlayer[];
    fish: TFishingFish[];
    serverTime: number;
  }): void {
    this.offset = room.serverTime - Date.now();
    this.mySeat = room.mySeat;
    this.players = [null, null, null, null];
    for (const p of room.players) this.players[p.seat] = p;
    this.angles = [0, 1, 2, 3].map((s) => (s < 2 ? -Math.PI / 2 : Math.PI / 2));
    this.fish.clear();
    this.bullets = [];
    this.spawn(room.fish);
  }

  spawn(list: TFishingFish[]): void {
    for (const f of list)
      this.fish.set(f.fishId, {
        view: f,
        kind: f.kind as FishKindCode,
        path: {
          points: f.points as unknown as FishPath['points'],
          bornAt: f.bornAt,
          durationMs: f.durationMs,
        },
        phase: Math.random() * 10,
        caughtAt: null,
        hitAt: 0,
        multiplier: f.multiplier,
      });
  }

  gone(ids: number[]): void {
    for (const id of ids) this.fish.delete(id);
  }

  setPlayer(seat: number, player: TFishingPlayer | null): void {
    this.players[seat] = player;
  }

  aimOf(seat: number, angle: number, betLevel: number): void {
    this.angles[seat] = angle;
    const p = this.players[seat];
    if (p) this.players[seat] = { ...p, betLevel };
  }

  refused(fishId: number): void {
    const f = this.fish.get(fishId);
    if (f && f.caughtAt === null && !this.fish.has(fishId)) this.fish.delete(fishId);
  }

  wave(): void {
    this.banner = { text: this.labels.boss, sub: '', born: performance.now(), life: 3200, color: '#ff5a3c' };
    this.sound.boss();
  }

  /** A shot's outcome: mine shows at once (my bullet is already there), others' when their bullet lands. */
  shot(m: ShotMessage): void {
    if (m.seat === this.mySeat) {
      this.apply(m);
      return;
    }
    this.angles[m.seat] = m.angle;
    this.recoil[m.seat] = 1;
    const from = cannonOf(m.seat);
    const f = this.fish.get(m.fishId);
    const to = f ? fishPosition(f.path, this.now() + 120) : { x: W / 2, y: H / 2 };
    const a = Math.atan2(to.y - from.y, to.x - from.x);
    this.bullets.push({
      x: from.x,
      y: from.y,
      vx: Math.cos(a) * BULLET_SPEED * 1.4,
      vy: Math.sin(a) * BULLET_SPEED * 1.4,
      seat: m.seat,
      mine: false,
      betLevel: this.players[m.seat]?.betLevel ?? 0,
      angle: a,
      targetFishId: m.fishId,
      outcome: m,
      born: performance.now(),
    });
  }

  private apply(m: ShotMessage): void {
    const f = this.fish.get(m.fishId);
    const at = f ? fishPosition(f.path, this.now()) : null;
    if (m.bossMultiplier !== null && f) f.multiplier = m.bossMultiplier;
    if (m.seat === this.mySeat) this.callbacks.onMyResult(m);
    if (!m.captured) {
      if (f) f.hitAt = performance.now();
      return;
    }
    const t = performance.now();
    if (f) f.caughtAt = this.now();
    if (at) {
      const big = m.multiplier >= 30;
      this.effects.push({ kind: 'coins', x: at.x, y: at.y, born: t, life: 1100, seat: m.seat, big });
      this.effects.push({
        kind: 'text',
        x: at.x,
        y: at.y - 30,
        born: t,
        life: 1400,
        text: `+${trimMoney(m.win)}`,
        color: SEAT_COLOURS[m.seat] ?? '#fff',
        big,
      });
      const kind = FISH_KINDS[m.fishKind as FishKindCode];
      if (kind?.special === 'bomb') {
        this.effects.push({ kind: 'ring', x: at.x, y: at.y, born: t, life: 900, color: '#ffb13b' });
        this.sound.boom();
      }
      if (kind?.special === 'chain') {
        const points = m.swept
          .map((id) => this.fish.get(id))
          .filter((s): s is SceneFish => s !== undefined)
          .map((s) => fishPosition(s.path, this.now()));
        this.effects.push({ kind: 'bolt', x: at.x, y: at.y, born: t, life: 800, points });
      }
      if (m.seat === this.mySeat) {
        this.sound.coin(big);
        if (m.multiplier >= 30)
          this.banner = {
            text: m.multiplier >= 100 ? this.labels.mega : this.labels.big,
            sub: `×${m.multiplier}  +${trimMoney(m.win)}`,
            born: t,
            life: 2600,
            color: '#ffd34d',
          };
      }
    }
    for (const id of m.swept) {
      const s = this.fish.get(id);
      if (s) s.caughtAt = this.now();
    }
  }

  // ---- input ----

  private readonly down = (e: PointerEvent) => {
    const rect = this.canvas.getBoundingClientRect();
    const p = this.toWorld(e.clientX - rect.left, e.clientY - rect.top);
    if (this.lockMode) {
      const hit = this.fishAt(p.x, p.y);
      if (hit !== null) {
        this.lockedFishId = hit;
        return;
      }
    }
    this.pointerDown = true;
    this.aimPoint = p;
    this.tryFire(performance.now());
  };

  private readonly up = () => {
    this.pointerDown = false;
  };

  private readonly move = (e: PointerEvent) => {
    const rect = this.canvas.getBoundingClientRect();
    this.aimPoint = this.toWorld(e.clientX - rect.left, e.clientY - rect.top);
  };

  private fishAt(x: number, y: number): number | null {
    const now = this.now();
    let best: number | null = null;
    let bestD = Number.POSITIVE_INFINITY;
    for (const f of this.fish.values()) {
      if (f.caughtAt !== null) continue;
      const p = fishPosition(f.path, now);
      const d = Math.hypot(p.x - x, p.y - y);
      if (d < FISH_KINDS[f.kind].radius * 1.6 && d < bestD) {
        best = f.view.fishId;
        bestD = d;
      }
    }
    return best;
  }

  /** Where my cannon points: the locked fish, else the pointer. */
  private aimTarget(): { x: number; y: number } | null {
    if (this.lockedFishId !== null) {
      const f = this.fish.get(this.lockedFishId);
      const p = f && f.caughtAt === null ? fishPosition(f.path, this.now()) : null;
      if (p && p.t > 0 && p.t < 1 && p.x > 0 && p.x < W && p.y > 0 && p.y < H) return p;
      this.lockedFishId = null;
    }
    return this.aimPoint;
  }

  private tryFire(t: number): void {
    if (t - this.lastFire < FIRE_GAP_MS) return;
    if (this.bullets.filter((b) => b.mine).length >= MAX_MY_BULLETS) return;
    const target = this.aimTarget();
    if (!target) return;
    if (!this.callbacks.canAfford(this.betLevel)) {
      this.callbacks.onBroke();
      this.pointerDown = false;
      this.autoFire = false;
      return;
    }
    const from = cannonOf(this.mySeat);
    let a = Math.atan2(target.y - from.y, target.x - from.x);
    // A cannon shoots into the ocean only (never into its own wall).
    if (this.mySeat < 2) a = Math.min(-0.08, Math.max(-Math.PI + 0.08, a));
    else a = Math.max(0.08, Math.min(Math.PI - 0.08, a));
    this.lastFire = t;
    this.angles[this.mySeat] = a;
    this.recoil[this.mySeat] = 1;
    this.bullets.push({
      x: from.x + Math.cos(a) * 60,
      y: from.y + Math.sin(a) * 60,
      vx: Math.cos(a) * BULLET_SPEED,
      vy: Math.sin(a) * BULLET_SPEED,
      seat: this.mySeat,
      mine: true,
      betLevel: this.betLevel,
      angle: a,
      targetFishId: this.lockedFishId,
      outcome: null,
      born: t,
    });
    this.sound.shot();
    if (t - this.lastAimSent > 250) {
      this.lastAimSent = t;
      this.onAim?.(a, this.betLevel);
    }
  }

  // ---- the frame ----

  private resize(): void {
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    const w = Math.round(this.canvas.clientWidth * dpr);
    const h = Math.round(this.canvas.clientHeight * dpr);
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    this.dpr = dpr;
    // The whole ocean visible ("contain"), centred; the water fills the rest.
    this.scale = Math.min(w / W, h / H);
    this.ox = (w - W * this.scale) / 2;
    this.oy = (h - H * this.scale) / 2;
  }

  private last = performance.now();

  private readonly frame = (t: number) => {
    this.raf = requestAnimationFrame(this.frame);
    const dt = Math.min(0.05, (t - this.last) / 1000);
    this.last = t;
    this.resize();
    if (this.pointerDown || this.autoFire || (this.lockMode && this.lockedFishId !== null && this.autoFire))
      this.tryFire(t);
    this.update(dt, t);
    this.draw(t);
  };

  private update(dt: number, t: number): void {
    const now = this.now();
    for (const [id, f] of this.fish) {
      f.phase += dt;
      if (f.caughtAt !== null && now - f.caughtAt > 900) this.fish.delete(id);
      else if (fishPosition(f.path, now).t > 1.02) this.fish.delete(id);
    }
    for (let i = 0; i < this.recoil.length; i++) this.recoil[i] = Math.max(0, (this.recoil[i] ?? 0) - dt * 6);
    const keep: Bullet[] = [];
    for (const b of this.bullets) {
      // A locked-on bullet (mine) or another player's bullet steers to its fish.
      const targetId = b.targetFishId;
      const target = targetId !== null ? this.fish.get(targetId) : undefined;
      if (target && target.caughtAt === null) {
        const p = fishPosition(target.path, now);
        const a = Math.atan2(p.y - b.y, p.x - b.x);
        const speed = Math.hypot(b.vx, b.vy);
        b.vx = Math.cos(a) * speed;
        b.vy = Math.sin(a) * speed;
        b.angle = a;
      }
      b.x += b.vx * dt;
      b.y += b.vy * dt;
      if (b.x < 0 || b.x > W) {
        b.vx = -b.vx;
        b.x = Math.max(0, Math.min(W, b.x));
        b.angle = Math.atan2(b.vy, b.vx);
      }
      if (b.y < 0 || b.y > H) {
        b.vy = -b.vy;
        b.y = Math.max(0, Math.min(H, b.y));
        b.angle = Math.atan2(b.vy, b.vx);
      }
      if (t - b.born > 6000) continue;
      const hit = this.collide(b, now);
      if (hit === null) {
        keep.push(b);
        continue;
      }
      this.effects.push({ kind: 'net', x: b.x, y: b.y, born: t, life: 500, seat: b.seat });
      if (b.mine) {
        this.callbacks.onShot(hit, b.angle, b.betLevel);
        this.sound.hit();
      } else if (b.outcome) this.apply(b.outcome);
    }
    // Another player's bullet whose fish left meanwhile still shows its outcome.
    for (const b of this.bullets)
      if (
        !b.mine &&
        b.outcome &&
        !keep.includes(b) &&
        b.targetFishId !== null &&
        !this.fish.has(b.targetFishId)
      )
        this.apply(b.outcome);
    this.bullets = keep;
    for (const bub of this.bubbles) {
      bub.y -= bub.s * dt;
      if (bub.y < -10) {
        bub.y = H + 10;
        bub.x = Math.random() * W;
      }
    }
    this.effects = this.effects.filter((e) => t - e.born < e.life);
  }

  private collide(b: Bullet, now: number): number | null {
    if (!b.mine) {
      const id = b.targetFishId;
      const f = id !== null ? this.fish.get(id) : undefined;
      if (!f || f.caughtAt !== null) return id ?? -1;
      const p = fishPosition(f.path, now);
      return Math.hypot(p.x - b.x, p.y - b.y) < FISH_KINDS[f.kind].radius + 10 ? id : null;
    }
    for (const f of this.fish.values()) {
      if (f.caughtAt !== null) continue;
      if (b.targetFishId !== null && f.view.fishId !== b.targetFishId) continue;
      const p = fishPosition(f.path, now);
      if (p.t <= 0 || p.t >= 1) continue;
      if (Math.hypot(p.x - b.x, p.y - b.y) < FISH_KINDS[f.kind].radius) return f.view.fishId;
    }
    return null;
  }

  private draw(t: number): void {
    const c = this.ctx;
    const { width, height } = this.canvas;
    // The water, beyond the ocean's edges too.
    const sea = c.createLinearGradient(0, 0, 0, height);
    sea.addColorStop(0, this.theme.light);
    sea.addColorStop(1, this.theme.deep);
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.fillStyle = sea;
    c.fillRect(0, 0, width, height);

    c.setTransform(this.scale, 0, 0, this.scale, this.ox, this.oy);
    if (this.flipped) {
      c.translate(W, H);
      c.rotate(Math.PI);
    }
    this.drawLight(t);
    const now = this.now();
    // Bigger fish below smaller ones.
    const list = [...this.fish.values()].sort(
      (a, b) => FISH_KINDS[b.kind].radius - FISH_KINDS[a.kind].radius,
    );
    for (const f of list) this.drawFish(f, now, t);
    for (const b of this.bullets) this.drawBullet(b);
    for (const e of this.effects) this.drawEffect(e, t);
    for (let s = 0; s < 4; s++) this.drawCannon(s);
    c.fillStyle = 'rgba(255,255,255,0.35)';
    for (const bub of this.bubbles) {
      c.beginPath();
      c.arc(bub.x, bub.y, bub.r, 0, Math.PI * 2);
      c.fill();
    }
    if (this.lockedFishId !== null) this.drawLock(now, t);
    c.setTransform(1, 0, 0, 1, 0, 0);
    if (this.banner) this.drawBanner(t);
  }

  private drawLight(t: number): void {
    const c = this.ctx;
    c.save();
    c.globalCompositeOperation = 'lighter';
    for (let i = 0; i < 6; i++) {
      const x = ((i * 331 + t * 0.012 * (i % 2 ? 1 : -1)) % (W + 400)) - 200;
      const g = c.createLinearGradient(x, 0, x + 120, H);
      g.addColorStop(0, 'rgba(255,255,255,0.10)');
      g.addColorStop(1, 'rgba(255,255,255,0)');
      c.fillStyle = g;
      c.beginPath();
      c.moveTo(x, 0);
      c.lineTo(x + 90, 0);
      c.lineTo(x + 260, H);
      c.lineTo(x + 120, H);
      c.fill();
    }
    for (let i = 0; i < 5; i++) {
      const x = W / 2 + Math.sin(t / 4000 + i * 1.7) * W * 0.45;
      const y = H / 2 + Math.cos(t / 5200 + i * 2.3) * H * 0.4;
      const g = c.createRadialGradient(x, y, 10, x, y, 260);
      g.addColorStop(0, 'rgba(160,240,255,0.08)');
      g.addColorStop(1, 'rgba(160,240,255,0)');
      c.fillStyle = g;
      c.fillRect(x - 260, y - 260, 520, 520);
    }
    c.restore();
    // Sand and weeds along the bottom edge.
    c.fillStyle = 'rgba(0,0,0,0.18)';
    c.beginPath();
    c.moveTo(0, H);
    for (let x = 0; x <= W; x += 80) c.lineTo(x, H - 18 - Math.sin(x / 130) * 10);
    c.lineTo(W, H);
    c.fill();
    c.strokeStyle = 'rgba(20,120,80,0.45)';
    c.lineWidth = 7;
    c.lineCap = 'round';
    for (const base of [60, 140, 1460, 1540, 760, 840]) {
      c.beginPath();
      c.moveTo(base, H);
      for (let k = 1; k <= 6; k++) c.lineTo(base + Math.sin(t / 700 + k + base) * 12, H - k * 26);
      c.stroke();
    }
  }

  private drawFish(f: SceneFish, now: number, t: number): void {
    const p = fishPosition(f.path, now);
    if (p.t < 0 || p.t > 1.02) return;
    const kind = FISH_KINDS[f.kind];
    const c = this.ctx;
    c.save();
    c.translate(p.x, p.y);
    let alpha = 1;
    if (f.caughtAt !== null) {
      const k = (now - f.caughtAt) / 900;
      alpha = Math.max(0, 1 - k);
      c.rotate(k * 12);
      c.scale(1 + k * 0.3, 1 + k * 0.3);
    } else c.rotate(p.angle);
    // Fish swimming left would be upside down: mirror them instead.
    if (f.caughtAt === null && Math.cos(p.angle) < 0) c.scale(1, -1);
    c.globalAlpha = alpha;
    if (kind.special) {
      c.save();
      const g = c.createRadialGradient(0, 0, kind.radius * 0.3, 0, 0, kind.radius * 1.6);
      g.addColorStop(0, kind.special === 'boss' ? 'rgba(255,200,60,0.35)' : 'rgba(120,240,255,0.3)');
      g.addColorStop(1, 'rgba(0,0,0,0)');
      c.fillStyle = g;
      c.beginPath();
      c.arc(0, 0, kind.radius * 1.6, 0, Math.PI * 2);
      c.fill();
      c.restore();
    }
    PAINTERS[f.kind](c, kind.radius, f.phase);
    c.restore();
    // A hit that did not catch: a short red ring around the fish.
    if (t - f.hitAt < 160 && f.caughtAt === null) {
      c.save();
      c.strokeStyle = 'rgba(255,80,80,0.8)';
      c.lineWidth = 3;
      c.beginPath();
      c.arc(p.x, p.y, kind.radius * (1 + (t - f.hitAt) / 400), 0, Math.PI * 2);
      c.stroke();
      c.restore();
    }
    // The boss wears its multiplier.
    if (kind.boss && f.caughtAt === null) {
      c.save();
      c.translate(p.x, p.y - kind.radius - 14);
      if (this.flipped) c.rotate(Math.PI);
      c.font = '900 34px system-ui, sans-serif';
      c.textAlign = 'center';
      c.lineWidth = 6;
      c.strokeStyle = '#5a1600';
      c.strokeText(`×${f.multiplier ?? 100}`, 0, 0);
      c.fillStyle = '#ffd34d';
      c.fillText(`×${f.multiplier ?? 100}`, 0, 0);
      c.restore();
    }
  }

  private drawBullet(b: Bullet): void {
    const c = this.ctx;
    const colour = SEAT_COLOURS[b.seat] ?? '#fff';
    c.save();
    c.translate(b.x, b.y);
    c.rotate(b.angle);
    c.shadowColor = colour;
    c.shadowBlur = 14;
    c.fillStyle = colour;
    c.beginPath();
    c.ellipse(0, 0, 14 + b.betLevel, 5 + b.betLevel * 0.6, 0, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = '#fff';
    c.beginPath();
    c.ellipse(4, 0, 6, 2.5, 0, 0, Math.PI * 2);
    c.fill();
    c.restore();
  }

  private drawEffect(e: Effect, t: number): void {
    const c = this.ctx;
    const k = (t - e.born) / e.life;
    c.save();
    if (e.kind === 'net') {
      const r = 26 + k * 34;
      c.globalAlpha = 1 - k;
      c.strokeStyle = SEAT_COLOURS[e.seat ?? 0] ?? '#fff';
      c.lineWidth = 2.5;
      c.beginPath();
      c.arc(e.x, e.y, r, 0, Math.PI * 2);
      c.stroke();
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI;
        c.beginPath();
        c.moveTo(e.x + Math.cos(a) * r, e.y + Math.sin(a) * r);
        c.lineTo(e.x - Math.cos(a) * r, e.y - Math.sin(a) * r);
        c.stroke();
      }
    } else if (e.kind === 'coins') {
      const to = cannonOf(e.seat ?? 0);
      const n = e.big ? 14 : 6;
      for (let i = 0; i < n; i++) {
        const d = Math.min(1, Math.max(0, k * 1.4 - i * 0.04));
        const x = e.x + (to.x - e.x) * d * d + Math.cos(i * 2.4) * 40 * (1 - d);
        const y = e.y + (to.y - e.y) * d * d + Math.sin(i * 2.4) * 40 * (1 - d) - Math.sin(d * Math.PI) * 60;
        const g = c.createRadialGradient(x - 3, y - 3, 1, x, y, 11);
        g.addColorStop(0, '#fff6c2');
        g.addColorStop(0.5, '#ffcf3a');
        g.addColorStop(1, '#b07a08');
        c.fillStyle = g;
        c.beginPath();
        c.ellipse(x, y, 11 * Math.abs(Math.cos(t / 90 + i)) + 2, 11, 0, 0, Math.PI * 2);
        c.fill();
      }
    } else if (e.kind === 'text') {
      c.translate(e.x, e.y - k * 50);
      if (this.flipped) c.rotate(Math.PI);
      c.globalAlpha = Math.min(1, (1 - k) * 2);
      c.font = `900 ${e.big ? 46 : 32}px system-ui, sans-serif`;
      c.textAlign = 'center';
      c.lineWidth = 6;
      c.strokeStyle = 'rgba(0,0,0,0.7)';
      c.strokeText(e.text ?? '', 0, 0);
      c.fillStyle = e.color ?? '#fff';
      c.fillText(e.text ?? '', 0, 0);
    } else if (e.kind === 'ring') {
      c.globalAlpha = 1 - k;
      const g = c.createRadialGradient(e.x, e.y, 0, e.x, e.y, 60 + k * 300);
      g.addColorStop(0, 'rgba(255,240,180,0.9)');
      g.addColorStop(0.5, 'rgba(255,140,40,0.6)');
      g.addColorStop(1, 'rgba(255,60,0,0)');
      c.fillStyle = g;
      c.beginPath();
      c.arc(e.x, e.y, 60 + k * 300, 0, Math.PI * 2);
      c.fill();
    } else if (e.kind === 'bolt') {
      c.globalAlpha = 1 - k;
      c.strokeStyle = '#bff8ff';
      c.shadowColor = '#5ee0ff';
      c.shadowBlur = 18;
      c.lineWidth = 4;
      for (const p of e.points ?? []) {
        c.beginPath();
        c.moveTo(e.x, e.y);
        for (let i = 1; i <= 6; i++) {
          const d = i / 6;
          c.lineTo(
            e.x + (p.x - e.x) * d + (i < 6 ? (Math.random() - 0.5) * 40 : 0),
            e.y + (p.y - e.y) * d + (i < 6 ? (Math.random() - 0.5) * 40 : 0),
          );
        }
        c.stroke();
      }
    }
    c.restore();
  }

  private drawCannon(seat: number): void {
    const c = this.ctx;
    const { x, y } = cannonOf(seat);
    const player = this.players[seat];
    const colour = SEAT_COLOURS[seat] ?? '#fff';
    c.save();
    c.translate(x, y);
    // The base.
    const base = c.createRadialGradient(0, 0, 10, 0, 0, 70);
    base.addColorStop(0, player ? 'rgba(255,255,255,0.35)' : 'rgba(255,255,255,0.12)');
    base.addColorStop(1, 'rgba(0,0,0,0)');
    c.fillStyle = base;
    c.beginPath();
    c.arc(0, 0, 70, 0, Math.PI * 2);
    c.fill();
    if (!player) {
      c.restore();
      return;
    }
    c.fillStyle = '#1d2438';
    c.strokeStyle = colour;
    c.lineWidth = 4;
    c.beginPath();
    c.arc(0, 0, 40, seat < 2 ? Math.PI : 0, seat < 2 ? Math.PI * 2 : Math.PI);
    c.closePath();
    c.fill();
    c.stroke();
    // The barrel, bigger with the bet level, kicking back on each shot.
    c.rotate((this.angles[seat] ?? 0) + Math.PI / 2);
    const level = player.betLevel;
    const w = 16 + level * 2.5;
    const len = 62 + level * 3 - (this.recoil[seat] ?? 0) * 10;
    const g = c.createLinearGradient(-w, 0, w, 0);
    g.addColorStop(0, '#6b5a2a');
    g.addColorStop(0.5, seat === this.mySeat ? '#ffe08a' : '#d8d8e8');
    g.addColorStop(1, '#6b5a2a');
    c.fillStyle = g;
    c.beginPath();
    c.roundRect(-w / 2, -len, w, len, 6);
    c.fill();
    c.fillStyle = colour;
    c.fillRect(-w / 2 - 3, -len, w + 6, 9);
    c.beginPath();
    c.arc(0, 0, 22, 0, Math.PI * 2);
    c.fillStyle = '#2b3550';
    c.fill();
    c.strokeStyle = colour;
    c.stroke();
    c.restore();
    // The player's name plate (always upright on screen).
    c.save();
    c.translate(x + (x < W / 2 ? -150 : 150), y + (seat < 2 ? -26 : 26));
    if (this.flipped) c.rotate(Math.PI);
    c.font = '700 22px system-ui, sans-serif';
    c.textAlign = 'center';
    c.fillStyle = 'rgba(0,0,0,0.45)';
    c.beginPath();
    c.roundRect(-95, -20, 190, 32, 16);
    c.fill();
    c.fillStyle = seat === this.mySeat ? '#ffe08a' : '#fff';
    c.fillText(player.displayName.slice(0, 14), 0, 4);
    c.restore();
  }

  private drawLock(now: number, t: number): void {
    const f = this.lockedFishId !== null ? this.fish.get(this.lockedFishId) : undefined;
    if (!f) return;
    const p = fishPosition(f.path, now);
    const r = FISH_KINDS[f.kind].radius + 14;
    const c = this.ctx;
    c.save();
    c.translate(p.x, p.y);
    c.rotate(t / 500);
    c.strokeStyle = '#ff4d4d';
    c.lineWidth = 4;
    for (let i = 0; i < 4; i++) {
      c.rotate(Math.PI / 2);
      c.beginPath();
      c.arc(0, 0, r, -0.5, 0.5);
      c.stroke();
    }
    c.restore();
    const from = cannonOf(this.mySeat);
    c.save();
    c.setLineDash([10, 12]);
    c.strokeStyle = 'rgba(255,80,80,0.5)';
    c.lineWidth = 3;
    c.beginPath();
    c.moveTo(from.x, from.y);
    c.lineTo(p.x, p.y);
    c.stroke();
    c.restore();
  }

  private drawBanner(t: number): void {
    const b = this.banner;
    if (!b) return;
    const k = (t - b.born) / b.life;
    if (k >= 1) {
      this.banner = null;
      return;
    }
    const c = this.ctx;
    const { width, height } = this.canvas;
    const s = Math.min(width / 900, height / 500);
    const pop = k < 0.15 ? k / 0.15 : 1;
    c.save();
    c.translate(width / 2, height * 0.42);
    c.scale(s * (0.6 + 0.4 * pop), s * (0.6 + 0.4 * pop));
    c.globalAlpha = k > 0.8 ? (1 - k) / 0.2 : 1;
    const rays = c.createRadialGradient(0, 0, 10, 0, 0, 260);
    rays.addColorStop(0, 'rgba(255,220,120,0.55)');
    rays.addColorStop(1, 'rgba(255,220,120,0)');
    c.fillStyle = rays;
    c.beginPath();
    c.arc(0, 0, 260, 0, Math.PI * 2);
    c.fill();
    c.font = '900 110px system-ui, sans-serif';
    c.textAlign = 'center';
    // Long words (other languages) shrink to fit the banner.
    const fit = Math.min(1, 820 / Math.max(1, c.measureText(b.text).width));
    c.font = `900 ${Math.floor(110 * fit)}px system-ui, sans-serif`;
    c.lineWidth = 12;
    c.strokeStyle = '#3a1100';
    c.strokeText(b.text, 0, 0);
    const g = c.createLinearGradient(0, -90, 0, 10);
    g.addColorStop(0, '#fff3b0');
    g.addColorStop(1, b.color);
    c.fillStyle = g;
    c.fillText(b.text, 0, 0);
    if (b.sub) {
      c.font = '900 52px system-ui, sans-serif';
      c.lineWidth = 8;
      c.strokeText(b.sub, 0, 70);
      c.fillStyle = '#fff';
      c.fillText(b.sub, 0, 70);
    }
    c.restore();
  }
}

/** '12.5000' -> '12.50', '0.0100' -> '0.01'. */
export function trimMoney(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
