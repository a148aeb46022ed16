/**
 * Whether the process is still starting: `server.ts` listens first (the in-process vendors onboard
 * over HTTP), then starts the vendors and seeds what needs them, and only then is ready. Until then
 * `/readyz` answers 503 "starting", so a load balancer (or a test's web server wait) sends no player
 * to a lobby whose games cannot launch yet. An app built without `begin()` (tests) is ready at once.
 */
export class StartupState {
  private starting = false;

  begin(): void {
    this.starting = true;
  }

  complete(): void {
    this.starting = false;
  }

  get isStarting(): boolean {
    return this.starting;
  }
}
