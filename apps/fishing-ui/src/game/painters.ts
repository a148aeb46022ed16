import type { FishKindCode } from '@croupier/games';

/**
 * The fish, drawn with canvas paths in their own frame (facing +x, `r` their hit radius) so nothing
 * is downloaded: a family of shapes per kind, its colours, and a swim phase that waves tails and fins.
 */
type Painter = (c: CanvasRenderingContext2D, r: number, phase: number) => void;

function grad(c: CanvasRenderingContext2D, r: number, top: string, bottom: string): CanvasGradient {
  const g = c.createLinearGradient(0, -r, 0, r);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  return g;
}

function eye(c: CanvasRenderingContext2D, x: number, y: number, s: number): void {
  c.fillStyle = '#fff';
  c.beginPath();
  c.arc(x, y, s, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = '#0b0b14';
  c.beginPath();
  c.arc(x + s * 0.25, y, s * 0.55, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = '#fff';
  c.beginPath();
  c.arc(x + s * 0.4, y - s * 0.3, s * 0.2, 0, Math.PI * 2);
  c.fill();
}

/** A classic fish: body, tail, dorsal and pectoral fins, optional stripes. */
function classic(
  body: [string, string],
  fin: string,
  options: {
    len?: number;
    height?: number;
    stripes?: string;
    stripeCount?: number;
    sword?: boolean;
    spikes?: boolean;
  } = {},
): Painter {
  return (c, r, phase) => {
    const len = r * (options.len ?? 1.25);
    const h = r * (options.height ?? 0.72);
    const wag = Math.sin(phase * 9) * 0.35;
    // Tail.
    c.save();
    c.translate(-len * 0.82, 0);
    c.rotate(wag);
    c.fillStyle = fin;
    c.beginPath();
    c.moveTo(0, 0);
    c.quadraticCurveTo(-len * 0.25, -h * 0.9, -len * 0.45, -h * 0.85);
    c.quadraticCurveTo(-len * 0.3, 0, -len * 0.45, h * 0.85);
    c.quadraticCurveTo(-len * 0.25, h * 0.9, 0, 0);
    c.fill();
    c.restore();
    // Dorsal fin.
    c.fillStyle = fin;
    c.beginPath();
    c.moveTo(-len * 0.35, -h * 0.8);
    c.quadraticCurveTo(0, -h * (options.spikes ? 1.9 : 1.45), len * 0.25, -h * 0.85);
    c.closePath();
    c.fill();
    if (options.spikes) {
      c.strokeStyle = fin;
      c.lineWidth = Math.max(1, r * 0.05);
      for (let i = -3; i <= 3; i++) {
        c.beginPath();
        c.moveTo(i * len * 0.1, -h * 0.7);
        c.lineTo(i * len * 0.12 - len * 0.05, -h * 1.9);
        c.stroke();
        c.beginPath();
        c.moveTo(i * len * 0.1, h * 0.7);
        c.lineTo(i * len * 0.12 - len * 0.05, h * 1.7);
        c.stroke();
      }
    }
    // Body.
    c.fillStyle = grad(c, h, body[0], body[1]);
    c.beginPath();
    c.moveTo(len, 0);
    c.bezierCurveTo(len * 0.7, -h * 1.25, -len * 0.6, -h * 1.1, -len * 0.88, 0);
    c.bezierCurveTo(-len * 0.6, h * 1.1, len * 0.7, h * 1.25, len, 0);
    c.fill();
    if (options.stripes) {
      c.save();
      c.clip();
      c.fillStyle = options.stripes;
      const n = options.stripeCount ?? 3;
      for (let i = 0; i < n; i++) {
        const x = len * 0.45 - (i * len * 1.2) / n;
        c.fillRect(x - len * 0.07, -h * 1.3, len * 0.14, h * 2.6);
      }
      c.restore();
    }
    // Belly sheen.
    c.fillStyle = 'rgba(255,255,255,0.18)';
    c.beginPath();
    c.ellipse(len * 0.05, h * 0.35, len * 0.55, h * 0.3, 0, 0, Math.PI * 2);
    c.fill();
    // Pectoral fin.
    c.save();
    c.translate(len * 0.2, h * 0.25);
    c.rotate(0.6 + Math.sin(phase * 7) * 0.3);
    c.fillStyle = fin;
    c.beginPath();
    c.ellipse(-len * 0.12, 0, len * 0.16, h * 0.18, 0, 0, Math.PI * 2);
    c.fill();
    c.restore();
    if (options.sword) {
      c.fillStyle = body[1];
      c.beginPath();
      c.moveTo(len * 0.95, -h * 0.12);
      c.lineTo(len * 1.75, 0);
      c.lineTo(len * 0.95, h * 0.1);
      c.fill();
    }
    eye(c, len * 0.62, -h * 0.22, Math.max(2, h * 0.2));
  };
}

const puffer: Painter = (c, r, phase) => {
  const s = r * (1 + Math.sin(phase * 3) * 0.05);
  c.strokeStyle = '#c9a24a';
  c.lineWidth = Math.max(1, r * 0.06);
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    c.beginPath();
    c.moveTo(Math.cos(a) * s * 0.85, Math.sin(a) * s * 0.85);
    c.lineTo(Math.cos(a) * s * 1.2, Math.sin(a) * s * 1.2);
    c.stroke();
  }
  const g = c.createRadialGradient(s * 0.2, -s * 0.3, s * 0.1, 0, 0, s);
  g.addColorStop(0, '#fff6c9');
  g.addColorStop(0.6, '#f4cf5d');
  g.addColorStop(1, '#b9862b');
  c.fillStyle = g;
  c.beginPath();
  c.arc(0, 0, s * 0.9, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = 'rgba(120,80,20,0.35)';
  for (let i = 0; i < 5; i++) {
    c.beginPath();
    c.arc(-s * 0.3 + i * s * 0.12, -s * 0.35 + (i % 2) * s * 0.2, s * 0.08, 0, Math.PI * 2);
    c.fill();
  }
  eye(c, s * 0.45, -s * 0.2, s * 0.2);
  c.fillStyle = '#e0614a';
  c.beginPath();
  c.ellipse(s * 0.85, s * 0.1, s * 0.1, s * 0.07, 0, 0, Math.PI * 2);
  c.fill();
};

const turtle: Painter = (c, r, phase) => {
  const flap = Math.sin(phase * 4) * 0.5;
  c.fillStyle = '#5aa86a';
  for (const [x, y, s] of [
    [r * 0.4, -r * 0.6, -1],
    [r * 0.4, r * 0.6, 1],
    [-r * 0.5, -r * 0.45, -1],
    [-r * 0.5, r * 0.45, 1],
  ] as const) {
    c.save();
    c.translate(x, y);
    c.rotate(s * (0.6 + flap));
    c.beginPath();
    c.ellipse(0, s * r * 0.2, r * 0.16, r * 0.38, 0, 0, Math.PI * 2);
    c.fill();
    c.restore();
  }
  c.beginPath();
  c.ellipse(r * 0.95, 0, r * 0.28, r * 0.22, 0, 0, Math.PI * 2);
  c.fill();
  eye(c, r * 1.05, -r * 0.08, r * 0.07);
  const g = c.createRadialGradient(0, -r * 0.2, r * 0.1, 0, 0, r * 0.8);
  g.addColorStop(0, '#8ed081');
  g.addColorStop(1, '#2f6b3b');
  c.fillStyle = g;
  c.beginPath();
  c.ellipse(0, 0, r * 0.8, r * 0.62, 0, 0, Math.PI * 2);
  c.fill();
  c.strokeStyle = 'rgba(20,50,25,0.6)';
  c.lineWidth = Math.max(1, r * 0.05);
  for (const [x, y] of [
    [0, 0],
    [-r * 0.4, -r * 0.28],
    [-r * 0.4, r * 0.28],
    [r * 0.4, -r * 0.28],
    [r * 0.4, r * 0.28],
  ] as const) {
    c.beginPath();
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      c.lineTo(x + Math.cos(a) * r * 0.2, y + Math.sin(a) * r * 0.2);
    }
    c.closePath();
    c.stroke();
  }
};

const manta: Painter = (c, r, phase) => {
  const flap = Math.sin(phase * 3) * r * 0.25;
  c.fillStyle = grad(c, r, '#3a4d7a', '#162341');
  c.beginPath();
  c.moveTo(r * 0.9, 0);
  c.quadraticCurveTo(r * 0.2, -r * 0.4, -r * 0.1, -r * 1.2 - flap);
  c.quadraticCurveTo(-r * 0.3, -r * 0.3, -r * 0.7, 0);
  c.quadraticCurveTo(-r * 0.3, r * 0.3, -r * 0.1, r * 1.2 + flap);
  c.quadraticCurveTo(r * 0.2, r * 0.4, r * 0.9, 0);
  c.fill();
  c.strokeStyle = '#223357';
  c.lineWidth = Math.max(1, r * 0.05);
  c.beginPath();
  c.moveTo(-r * 0.7, 0);
  c.lineTo(-r * 1.6, Math.sin(phase * 5) * r * 0.2);
  c.stroke();
  c.fillStyle = 'rgba(255,255,255,0.15)';
  c.beginPath();
  c.ellipse(r * 0.2, 0, r * 0.4, r * 0.18, 0, 0, Math.PI * 2);
  c.fill();
  eye(c, r * 0.7, -r * 0.18, r * 0.07);
  eye(c, r * 0.7, r * 0.18, r * 0.07);
};

const octopus: Painter = (c, r, phase) => {
  c.strokeStyle = '#c2477a';
  c.lineCap = 'round';
  c.lineWidth = r * 0.16;
  for (let i = 0; i < 6; i++) {
    const y = (i - 2.5) * r * 0.18;
    c.beginPath();
    c.moveTo(-r * 0.2, y);
    for (let k = 1; k <= 4; k++)
      c.lineTo(-r * 0.2 - k * r * 0.28, y * (1 + k * 0.25) + Math.sin(phase * 5 + i + k) * r * 0.12);
    c.stroke();
  }
  const g = c.createRadialGradient(r * 0.3, -r * 0.2, r * 0.1, r * 0.2, 0, r * 0.7);
  g.addColorStop(0, '#ff9cc6');
  g.addColorStop(1, '#a92d62');
  c.fillStyle = g;
  c.beginPath();
  c.ellipse(r * 0.25, 0, r * 0.7, r * 0.55, 0, 0, Math.PI * 2);
  c.fill();
  eye(c, r * 0.25, -r * 0.22, r * 0.12);
  eye(c, r * 0.25, r * 0.22, r * 0.12);
};

const crab: Painter = (c, r, phase) => {
  c.strokeStyle = '#8a1d10';
  c.lineWidth = r * 0.1;
  for (let i = 0; i < 3; i++)
    for (const s of [-1, 1]) {
      c.beginPath();
      c.moveTo(-r * 0.2 + i * r * 0.25, s * r * 0.4);
      c.lineTo(-r * 0.4 + i * r * 0.25, s * (r * 0.85 + Math.sin(phase * 10 + i) * r * 0.08));
      c.stroke();
    }
  c.fillStyle = '#e2452d';
  for (const s of [-1, 1]) {
    c.beginPath();
    c.ellipse(r * 0.75, s * r * 0.45, r * 0.25, r * 0.16, s * 0.5, 0, Math.PI * 2);
    c.fill();
  }
  const g = c.createRadialGradient(0, -r * 0.2, r * 0.1, 0, 0, r * 0.7);
  g.addColorStop(0, '#ff8a66');
  g.addColorStop(1, '#b32413');
  c.fillStyle = g;
  c.beginPath();
  c.ellipse(0, 0, r * 0.6, r * 0.5, 0, 0, Math.PI * 2);
  c.fill();
  // The bomb on its back, its fuse sparking.
  c.fillStyle = '#1d1d26';
  c.beginPath();
  c.arc(-r * 0.05, 0, r * 0.32, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = 'rgba(255,255,255,0.3)';
  c.beginPath();
  c.arc(-r * 0.14, -r * 0.1, r * 0.09, 0, Math.PI * 2);
  c.fill();
  c.strokeStyle = '#c9a24a';
  c.lineWidth = r * 0.05;
  c.beginPath();
  c.moveTo(-r * 0.3, 0);
  c.quadraticCurveTo(-r * 0.5, -r * 0.2, -r * 0.55, -r * 0.05);
  c.stroke();
  c.fillStyle = Math.sin(phase * 30) > 0 ? '#ffe066' : '#ff7b2e';
  c.beginPath();
  c.arc(-r * 0.56, -r * 0.05, r * 0.09, 0, Math.PI * 2);
  c.fill();
  eye(c, r * 0.55, -r * 0.15, r * 0.09);
  eye(c, r * 0.55, r * 0.15, r * 0.09);
};

const eel: Painter = (c, r, phase) => {
  c.save();
  c.shadowColor = '#7df9ff';
  c.shadowBlur = r * 0.6;
  c.strokeStyle = '#28b7e0';
  c.lineCap = 'round';
  c.lineWidth = r * 0.42;
  c.beginPath();
  for (let k = 0; k <= 12; k++) {
    const x = r * 1.1 - k * r * 0.22;
    const y = Math.sin(phase * 6 - k * 0.6) * r * 0.22 * (k / 12);
    if (k === 0) c.moveTo(x, y);
    else c.lineTo(x, y);
  }
  c.stroke();
  c.restore();
  c.strokeStyle = '#e8ffff';
  c.lineWidth = Math.max(1, r * 0.06);
  c.beginPath();
  for (let k = 0; k <= 12; k++) {
    const x = r * 1.1 - k * r * 0.22;
    const y = Math.sin(phase * 6 - k * 0.6) * r * 0.22 * (k / 12) + (k % 2 ? -1 : 1) * r * 0.08;
    if (k === 0) c.moveTo(x, y);
    else c.lineTo(x, y);
  }
  c.stroke();
  eye(c, r * 1.05, -r * 0.08, r * 0.1);
};

const dragon: Painter = (c, r, phase) => {
  c.save();
  c.shadowColor = '#ffcc33';
  c.shadowBlur = r * 0.4;
  const seg = 16;
  for (let k = seg; k >= 0; k--) {
    const x = r * 0.9 - k * r * 0.16;
    const y = Math.sin(phase * 3 - k * 0.45) * r * 0.2;
    const s = r * (0.34 - k * 0.012);
    const g = c.createRadialGradient(x, y - s * 0.4, s * 0.1, x, y, s);
    g.addColorStop(0, '#fff1a8');
    g.addColorStop(0.5, '#f0a81c');
    g.addColorStop(1, '#9c3b0a');
    c.fillStyle = g;
    c.beginPath();
    c.arc(x, y, s, 0, Math.PI * 2);
    c.fill();
    if (k % 3 === 0) {
      c.fillStyle = '#d9261c';
      c.beginPath();
      c.moveTo(x - s * 0.3, y - s * 0.9);
      c.lineTo(x, y - s * 1.5);
      c.lineTo(x + s * 0.3, y - s * 0.9);
      c.fill();
    }
  }
  c.restore();
  // The head: horns, whiskers, eyes.
  const hx = r * 1.05;
  const hy = Math.sin(phase * 3) * r * 0.2;
  c.fillStyle = '#d9261c';
  c.beginPath();
  c.ellipse(hx, hy, r * 0.32, r * 0.24, 0, 0, Math.PI * 2);
  c.fill();
  c.strokeStyle = '#ffe38a';
  c.lineWidth = r * 0.05;
  for (const s of [-1, 1]) {
    c.beginPath();
    c.moveTo(hx - r * 0.1, hy + s * r * 0.18);
    c.quadraticCurveTo(hx - r * 0.3, hy + s * r * 0.5, hx - r * 0.55, hy + s * r * 0.45);
    c.stroke();
    c.beginPath();
    c.moveTo(hx + r * 0.25, hy + s * r * 0.08);
    c.quadraticCurveTo(
      hx + r * 0.5,
      hy + s * r * (0.3 + Math.sin(phase * 5) * 0.1),
      hx + r * 0.7,
      hy + s * r * 0.2,
    );
    c.stroke();
  }
  eye(c, hx + r * 0.08, hy - r * 0.1, r * 0.07);
  eye(c, hx + r * 0.08, hy + r * 0.1, r * 0.07);
};

const whale: Painter = (c, r, phase) => {
  classic(['#4f8fd6', '#1d3f78'], '#28538f', { len: 1.15, height: 0.6 })(c, r, phase * 0.5);
  c.fillStyle = 'rgba(255,255,255,0.25)';
  for (let i = 0; i < 6; i++) c.fillRect(r * 0.1 - i * r * 0.15, r * 0.25, r * 0.06, r * 0.25);
};

export const PAINTERS: Record<FishKindCode, Painter> = {
  CLOWN: classic(['#ff9a3c', '#e0560f'], '#ff7a1a', { stripes: 'rgba(255,255,255,0.92)', stripeCount: 3 }),
  NEON: classic(['#47c9ff', '#1b57d6'], '#6fb7ff', {
    stripes: 'rgba(255,60,90,0.8)',
    stripeCount: 1,
    len: 1.35,
    height: 0.55,
  }),
  PUFFER: puffer,
  ANGEL: classic(['#ffe45c', '#2f7de0'], '#ffd23f', {
    height: 1.05,
    len: 1,
    stripes: 'rgba(20,40,120,0.55)',
    stripeCount: 3,
  }),
  SEAHORSE: classic(['#ffb3d1', '#d94f8c'], '#ff86b7', { height: 0.9, len: 1.05 }),
  BUTTERFLY: classic(['#fff07a', '#f2b705'], '#222', {
    height: 1.1,
    len: 1,
    stripes: 'rgba(10,10,10,0.8)',
    stripeCount: 1,
  }),
  LIONFISH: classic(['#ff6b5b', '#a31d1d'], '#f3d2c1', {
    stripes: 'rgba(255,245,235,0.8)',
    stripeCount: 5,
    spikes: true,
  }),
  TURTLE: turtle,
  LANTERN: classic(['#2f3f9e', '#10163f'], '#5d6fe0', { height: 0.85 }),
  MANTA: manta,
  OCTOPUS: octopus,
  SWORDFISH: classic(['#8fb6d9', '#2b4a73'], '#46709e', { len: 1.3, height: 0.5, sword: true }),
  SHARK: classic(['#a8b4c2', '#4a5563'], '#6c7786', { len: 1.4, height: 0.5 }),
  GOLD_SHARK: classic(['#ffe89a', '#c98a12'], '#f0b72f', { len: 1.4, height: 0.5 }),
  WHALE: whale,
  BOMB_CRAB: crab,
  LIGHTNING_EEL: eel,
  DRAGON_KING: dragon,
};
