/** Exit codes of the `execret` command, documented in `execret --help`. */
export const EXIT_CODES = {
  /** The command did what was asked. */
  OK: 0,
  /**
   * The command ran, and its check failed (e.g. `validate` found an invalid bundle, `report` found
   * results of two bundles), or `run`/`score` finished with a system that failed (the others finished).
   */
  CHECK_FAILED: 1,
  /** The command line is wrong (unknown command or option, missing argument). */
  USAGE: 2,
  /** An input could not be read or an output could not be written (a full disk too, also under a cache's SQLite file). */
  IO: 3,
  /** Anything else (a bug or an environment problem); the message says what. */
  INTERNAL: 4,
  /** Interrupted (Ctrl-C); rerun to resume. */
  INTERRUPTED: 130,
} as const;

/** The help text's table of exit codes. */
export const EXIT_CODES_HELP = `
Exit codes:
  0    success
  1    the check failed (e.g. validate found an invalid bundle), or run/score: a system failed
       while the others finished (see the summary)
  2    usage error (unknown command or option, missing argument; run/score: a system cannot
       run, checked before any work, or --out holds results of another bundle)
  3    an input could not be read or an output could not be written, a full disk included
       (run/score: the output folder is in use by another run)
  4    internal or environment error
  130  interrupted; rerun the same command to resume`;
