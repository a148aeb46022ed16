import { DEFAULT_SANDBOX_MASTER_SECRET, startSandboxGateway } from './index.ts';

/** Runs the sandbox gateway on its own: `node --import tsx apps/sandbox-gateway/src/main.ts`. */
const port = Number(process.env.SANDBOX_GATEWAY_PORT ?? 8082);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write('SANDBOX_GATEWAY_PORT must be a port number\n');
  process.exit(78);
}
const gateway = await startSandboxGateway({
  port,
  host: process.env.SANDBOX_GATEWAY_HOST ?? '127.0.0.1',
  masterSecret: process.env.SANDBOX_GATEWAY_SECRET ?? DEFAULT_SANDBOX_MASTER_SECRET,
  verbose: true,
});
process.stdout.write(`Sandbox payment gateway on ${gateway.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
