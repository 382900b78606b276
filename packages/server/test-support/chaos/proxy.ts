import net from 'node:net';

/**
 * A TCP proxy the chaos suite puts between the nodes and a shared service (Redis, PostgreSQL),
 * so a fault is scoped to the suite: `cut()` drops every connection and refuses new ones until
 * `restore()`, as if the service went away; the machine's service itself is never touched.
 */
export interface FaultProxy {
  readonly port: number;
  /** Live client connections. */
  readonly connections: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<FaultProxy> {
  const pairs = new Set<{ a: net.Socket; b: net.Socket }>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    const pair = { a: client, b: upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const drop = (): void => {
    cut = true;
    for (const { a, b } of [...pairs]) {
      a.destroy();
      b.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    get connections() {
      return pairs.size;
    },
    cut: drop,
    restore() {
      cut = false;
    },
    async close() {
      drop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A free TCP port on the loopback. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
