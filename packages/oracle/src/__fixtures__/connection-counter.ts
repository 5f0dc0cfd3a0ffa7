import { createServer } from 'node:net';

/** A TCP listener on 127.0.0.1 that counts the connections it receives and drops each one. */
export interface ConnectionCounter {
  /** The port it listens on (chosen by the system). */
  readonly port: number;
  /** Connections received so far. */
  readonly connections: number;
  /** Stops listening. */
  close(): Promise<void>;
}

/**
 * Starts a {@link ConnectionCounter}: the target of hostile jobs that try to reach the host's
 * network, so a test can assert that no connection ever arrived.
 */
export async function startConnectionCounter(): Promise<ConnectionCounter> {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    get connections() {
      return connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
