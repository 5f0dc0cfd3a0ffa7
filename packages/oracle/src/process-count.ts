/**
 * How many processes an executor's jobs and workers created, to see what a job costs in process
 * creations (a `fork()` can cost milliseconds on a virtual machine). `execret`'s oracle bench
 * prints it as tasks per job.
 */
export interface ProcessCount {
  /**
   * Jobs whose tasks were counted: jobs (and syntax checks) run by a fork server in its own PID
   * namespace, i.e. every such job under bubblewrap; none without it.
   */
  countedJobs: number;
  /**
   * Tasks (processes and threads) those jobs created, each job's own process included: a Python
   * job that starts nothing counts 1; a TypeScript job of isolation `process` counts its Node.js
   * process and that process's threads.
   */
  jobTasks: number;
  /** Jobs answered inside a persistent worker, without a process of their own (TypeScript contexts): 0 tasks each. */
  inWorkerJobs: number;
  /**
   * Worker processes launched (replacements and failed start attempts included). Under bubblewrap
   * each is three processes (bubblewrap, its namespace's init, the worker), shared by every job the
   * worker runs.
   */
  workerStarts: number;
}

/** Tasks per executed job, worker starts included (three processes each): `jobTasks + 3 × workerStarts` over the counted and in-worker jobs; 0 without jobs. */
export function tasksPerJob(count: ProcessCount): number {
  const jobs = count.countedJobs + count.inWorkerJobs;
  return jobs === 0 ? 0 : (count.jobTasks + 3 * count.workerStarts) / jobs;
}
