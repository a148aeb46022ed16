import { startSandboxGateway } from './index.ts';

/** Runs the sandbox gateway on its own: `node --import tsx apps/sandbox-gateway/src/main.ts`. */
const port = Number(process.env.SANDBOX_GATEWAY_PORT ?? 8082);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write('SANDBOX_GATEWAY_PORT must be a port number\n');
  process.exit(78);
}
// The master secret signs every callback: it is never a default anyone could read in the code.
const masterSecret = process.env.SANDBOX_GATEWAY_SECRET ?? '';
if (masterSecret.length < 16) {
  process.stderr.write('SANDBOX_GATEWAY_SECRET must be set, at least 16 characters\n');
  process.exit(78);
}
const gateway = await startSandboxGateway({
  port,
  host: process.env.SANDBOX_GATEWAY_HOST ?? '127.0.0.1',
  masterSecret,
  verbose: true,
});
process.stdout.write(`Sandbox payment gateway on ${gateway.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
