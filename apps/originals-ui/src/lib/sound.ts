/**
 * Game sounds generated with WebAudio oscillators (no audio files to download). Off by default
 * until the player turns it on (browsers block audio before a gesture anyway); the choice is kept in
 * localStorage. Every call is a no-op when sound is off or WebAudio is missing.
 */
export type SoundName =
  | 'click'
  | 'spin'
  | 'reelStop'
  | 'win'
  | 'bigWin'
  | 'lose'
  | 'tick'
  | 'cashout'
  | 'bust';

const KEY = 'croupier.sound';

interface Note {
  readonly freq: number;
  readonly at: number;
  readonly dur: number;
  readonly type?: OscillatorType;
  readonly gain?: number;
  readonly slideTo?: number;
}

/** The notes of each sound: pitch (Hz), start and length (s). */
export const SOUNDS: Readonly<Record<SoundName, readonly Note[]>> = {
  click: [{ freq: 880, at: 0, dur: 0.04, type: 'square', gain: 0.05 }],
  spin: [{ freq: 180, at: 0, dur: 0.25, type: 'sawtooth', gain: 0.04, slideTo: 420 }],
  reelStop: [{ freq: 140, at: 0, dur: 0.07, type: 'triangle', gain: 0.12 }],
  tick: [{ freq: 1200, at: 0, dur: 0.025, type: 'square', gain: 0.03 }],
  win: [
    { freq: 523.25, at: 0, dur: 0.12 },
    { freq: 659.25, at: 0.1, dur: 0.12 },
    { freq: 783.99, at: 0.2, dur: 0.2 },
  ],
  bigWin: [
    { freq: 523.25, at: 0, dur: 0.12 },
    { freq: 659.25, at: 0.1, dur: 0.12 },
    { freq: 783.99, at: 0.2, dur: 0.12 },
    { freq: 1046.5, at: 0.3, dur: 0.35 },
    { freq: 1318.5, at: 0.45, dur: 0.4, gain: 0.06 },
  ],
  lose: [{ freq: 330, at: 0, dur: 0.25, type: 'triangle', gain: 0.08, slideTo: 160 }],
  cashout: [
    { freq: 987.77, at: 0, dur: 0.08, type: 'square', gain: 0.05 },
    { freq: 1318.5, at: 0.07, dur: 0.18, type: 'square', gain: 0.05 },
  ],
  bust: [{ freq: 220, at: 0, dur: 0.45, type: 'sawtooth', gain: 0.07, slideTo: 55 }],
};

let context: AudioContext | null = null;
let isOn = typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === 'on';
const listeners = new Set<(on: boolean) => void>();

/** Whether sound is on. */
export function isSoundOn(): boolean {
  return isOn;
}

/** Turns sound on or off (remembered); turning it on inside a click also unlocks the AudioContext. */
export function setSoundOn(on: boolean): void {
  isOn = on;
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // storage may be blocked in a third-party frame: the choice then lasts for this page only
  }
  if (on) void ensureContext()?.resume();
  for (const listener of listeners) listener(on);
}

/** Subscribes to sound on/off changes; returns the unsubscribe function. */
export function onSoundChange(listener: (on: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ensureContext(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window !== 'undefined' ? window.AudioContext : undefined;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Plays a named sound when sound is on. */
export function play(name: SoundName): void {
  if (!isOn) return;
  const ctx = ensureContext();
  if (!ctx) return;
  const start = ctx.currentTime + 0.01;
  for (const note of SOUNDS[name]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = note.type ?? 'sine';
    osc.frequency.setValueAtTime(note.freq, start + note.at);
    if (note.slideTo) osc.frequency.exponentialRampToValueAtTime(note.slideTo, start + note.at + note.dur);
    const peak = note.gain ?? 0.09;
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(peak, start + note.at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.dur);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + note.at);
    osc.stop(start + note.at + note.dur + 0.02);
  }
}
