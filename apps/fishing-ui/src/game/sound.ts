/** The game's sounds, synthesised with Web Audio (no files to load): off until the player turns them on. */
export class Sound {
  private ctx: AudioContext | null = null;
  enabled: boolean;

  constructor(enabled: boolean) {
    this.enabled = enabled;
  }

  private audio(): AudioContext | null {
    if (!this.enabled) return null;
    if (!this.ctx) {
      const Ctor =
        window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (!Ctor) return null;
      this.ctx = new Ctor();
    }
    if (this.ctx.state === 'suspended') void this.ctx.resume();
    return this.ctx;
  }

  private tone(
    freq: number,
    endFreq: number,
    ms: number,
    type: OscillatorType,
    gain: number,
    delay = 0,
  ): void {
    const ctx = this.audio();
    if (!ctx) return;
    const t = ctx.currentTime + delay;
    const osc = ctx.createOscillator();
    const g = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, t);
    osc.frequency.exponentialRampToValueAtTime(Math.max(20, endFreq), t + ms / 1000);
    g.gain.setValueAtTime(gain, t);
    g.gain.exponentialRampToValueAtTime(0.0001, t + ms / 1000);
    osc.connect(g).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + ms / 1000 + 0.02);
  }

  shot(): void {
    this.tone(880, 220, 90, 'square', 0.04);
  }

  hit(): void {
    this.tone(300, 120, 80, 'triangle', 0.05);
  }

  coin(big: boolean): void {
    const notes = big ? [988, 1319, 1568, 1976] : [1319, 1976];
    for (const [i, f] of notes.entries()) this.tone(f, f, 140, 'sine', 0.07, i * 0.07);
  }

  boom(): void {
    this.tone(160, 30, 600, 'sawtooth', 0.12);
  }

  boss(): void {
    for (const [i, f] of [110, 147, 110, 196].entries())
      this.tone(f, f * 0.98, 380, 'sawtooth', 0.06, i * 0.3);
  }
}
