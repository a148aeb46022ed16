import http from 'node:http';
import net from 'node:net';

/** A small reverse proxy in front of the platform processes, as a load balancer would be. */
export interface ChaosProxy {
  port: number;
  /** Requests sent on to another backend after theirs failed before answering. */
  readonly rerouted: number;
  close(): Promise<void>;
}

/** How long a backend that failed a connection is skipped, unless its health check recovers it sooner. */
const DOWN_MS = 2_000;
/** Backends tried for one request before the proxy answers 502. */
const MAX_ATTEMPTS = 4;

/**
 * Round-robin reverse proxy over `backendPorts` on 127.0.0.1. It checks each backend's /readyz
 * every `healthIntervalMs`, and a request whose backend fails before answering (connection
 * refused or reset: the process was killed) goes to the next backend. Retrying a request that may
 * have reached a dead backend is safe here because every call the chaos load sends is idempotent
 * (vendor wallet calls carry a transaction id; player calls are reads). WebSocket upgrades are
 * piped to one live backend; when it dies the socket closes and the client reconnects.
 */
export async function startChaosProxy(
  port: number,
  backendPorts: readonly number[],
  healthIntervalMs = 300,
): Promise<ChaosProxy> {
  const downUntil = new Map<number, number>(backendPorts.map((p) => [p, 0]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  let rerouted = 0;
  const tunnels = new Set<net.Socket>();

  const isUp = (backend: number) => (downUntil.get(backend) ?? 0) <= Date.now();
  const markDown = (backend: number) => downUntil.set(backend, Date.now() + DOWN_MS);
  /** The next live backend in turn that was not tried yet (a down one only when none is live). */
  const pick = (tried: ReadonlySet<number>): number | undefined => {
    const candidates = backendPorts.filter((p) => !tried.has(p));
    const live = candidates.filter(isUp);
    const pool = live.length > 0 ? live : candidates;
    if (pool.length === 0) return undefined;
    next = (next + 1) % pool.length;
    return pool[next];
  };

  const health = setInterval(() => {
    for (const backend of backendPorts) {
      const probe = http.get({ host: '127.0.0.1', port: backend, path: '/readyz', timeout: 1_000 }, (res) => {
        res.resume();
        if (res.statusCode === 200) downUntil.set(backend, 0);
        else markDown(backend);
      });
      probe.on('timeout', () => probe.destroy());
      probe.on('error', () => markDown(backend));
    }
  }, healthIntervalMs);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => res.destroy());
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set<number>();
      const forward = () => {
        const backend = tried.size < MAX_ATTEMPTS ? pick(tried) : undefined;
        if (backend === undefined) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end('{"error":"no backend answered"}');
          return;
        }
        tried.add(backend);
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port: backend,
            method: req.method,
            path: req.url,
            agent,
            timeout: 15_000,
            headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('timeout', () => upstream.destroy(new Error('backend timed out')));
        upstream.on('error', () => {
          if (res.headersSent) {
            res.destroy();
            return;
          }
          markDown(backend);
          rerouted++;
          forward();
        });
        upstream.end(body);
      };
      forward();
    });
  });

  server.on('upgrade', (req, socket, head) => {
    const backend = pick(new Set());
    if (backend === undefined) {
      socket.destroy();
      return;
    }
    const upstream = net.connect(backend, '127.0.0.1', () => {
      tunnels.add(upstream);
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      lines.push(`x-forwarded-for: ${req.socket.remoteAddress ?? ''}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => {
      markDown(backend);
      socket.destroy();
    });
    upstream.on('close', () => {
      tunnels.delete(upstream);
      socket.destroy();
    });
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    get rerouted() {
      return rerouted;
    },
    close: async () => {
      clearInterval(health);
      server.closeAllConnections();
      for (const tunnel of tunnels) tunnel.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
