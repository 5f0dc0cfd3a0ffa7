// A worker process for the tests and the benchmark: `node worker-process.mjs '<StartWorkerOptions as JSON>'`.
// Prints `ready <name>` on stdout once serving; log lines go to stderr; SIGTERM closes it.
import { startWorker, type StartWorkerOptions } from '../start-worker.js';

const options = JSON.parse(process.argv[2] ?? '{}') as StartWorkerOptions;
const worker = startWorker({ ...options, onLog: (line) => process.stderr.write(`${line}\n`) });
worker.ready.then(
  () => process.stdout.write(`ready ${worker.name}\n`),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
process.once('SIGTERM', () => {
  void worker.close().then(() => process.exit(0));
});
