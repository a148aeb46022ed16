import { PORT } from '../playwright.config.ts';

/**
 * Global setup: one read of the journeys' server's /metrics resets its event-loop delay histogram
 * (prom-client resets it on each read), so the figures the teardown prints cover the journeys, not
 * the server's start (opening the embedded databases blocks the loop for seconds by design).
 */
export default async function resetServerEventLoopDelay(): Promise<void> {
  await fetch(`http://127.0.0.1:${PORT}/metrics`)
    .then((response) => response.text())
    .catch(() => undefined);
}
