// A worker process for the benchmark: node bench/worker.mjs '<startWorker options as JSON>'.
// Prints `ready` once serving; SIGTERM closes it.
import { startWorker } from '../dist/index.js';

const worker = startWorker({ ...JSON.parse(process.argv[2]), onLog: (line) => process.stderr.write(`[worker ${process.pid}] ${line}\n`) });
await worker.ready;
process.stdout.write('ready\n');
process.once('SIGTERM', () => void worker.close().then(() => process.exit(0)));
