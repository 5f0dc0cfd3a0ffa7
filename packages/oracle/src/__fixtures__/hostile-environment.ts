import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll } from '@jest/globals';
import { startConnectionCounter, type ConnectionCounter } from './connection-counter.js';

/**
 * What a language executor's test offers its hostile jobs to steal or reach on the host, with the
 * executor under test. Each name carries a fresh nonce, so parallel test files never collide.
 */
export interface HostileEnvironment<TExecutor> {
  /** The random hex string in every name below. */
  readonly nonce: string;
  /** An environment variable of the host process, set to `hunter2`: a job must not read it. */
  readonly secretName: string;
  /** A file only the host user may read (mode 0600 in a 0700 folder), holding `hunter2`. */
  readonly privateFile: string;
  /** A listener on 127.0.0.1 that a job must not connect to; set from `beforeAll` on. */
  readonly listener: ConnectionCounter;
  /** The executor under test; set from `beforeAll` on, disposed in `afterAll`. */
  readonly executor: TExecutor;
}

/**
 * Registers `beforeAll`/`afterAll` hooks that set up a {@link HostileEnvironment} for the calling
 * test file and tear it down (secret unset, executor disposed, listener closed, folder removed).
 *
 * @param language short name in the secret's and folder's names (`cpp` → `EXECRET_CPP_SECRET_…`).
 * @param createExecutor builds the executor under test, once, after the secrets exist.
 * @param setupTimeoutMs Jest timeout of the `beforeAll` hook in milliseconds (Jest's default when omitted).
 */
export function useHostileEnvironment<TExecutor extends { dispose(): Promise<void> }>(
  language: string,
  createExecutor: () => TExecutor,
  setupTimeoutMs?: number,
): HostileEnvironment<TExecutor> {
  const nonce = randomBytes(6).toString('hex');
  const secretName = `EXECRET_${language.toUpperCase()}_SECRET_${nonce}`;
  const privateFolder = `/var/tmp/execret-${language}-private-${nonce}`;
  const privateFile = `${privateFolder}/secret.txt`;
  let listener: ConnectionCounter | undefined;
  let executor: TExecutor | undefined;

  beforeAll(async () => {
    process.env[secretName] = 'hunter2';
    mkdirSync(privateFolder, { mode: 0o700 });
    writeFileSync(privateFile, 'hunter2', { mode: 0o600 });
    listener = await startConnectionCounter();
    executor = createExecutor();
  }, setupTimeoutMs);

  afterAll(async () => {
    delete process.env[secretName];
    await executor?.dispose();
    await listener?.close();
    rmSync(privateFolder, { recursive: true, force: true });
  });

  return {
    nonce,
    secretName,
    privateFile,
    get listener() {
      if (listener === undefined) throw new Error('the hostile environment is set up in beforeAll: read listener inside a test');
      return listener;
    },
    get executor() {
      if (executor === undefined) throw new Error('the hostile environment is set up in beforeAll: read executor inside a test');
      return executor;
    },
  };
}
