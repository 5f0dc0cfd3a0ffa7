import rlimitsSource from './python/rlimits.py';

/**
 * The launcher of a persistent Node.js worker, run as `python3 -s -B -c <source> <config JSON>`
 * (inside bubblewrap when the sandbox plan says so, started by `launchWorker` exactly like a Python
 * fork server). Node.js cannot set rlimits or switch its uid, so this short Python program does
 * it and then replaces itself with Node.js:
 *
 * 1. as root inside privileged bubblewrap, switch to the worker's own unused uid (this drops every
 *    capability); set `no_new_privs` and die with the parent;
 * 2. set the worker's rlimits: address space, file size, processes, open files, no core dumps
 *    (no CPU-time limit: the worker lives across jobs; each job has wall-clock limits instead);
 * 3. create the private, empty working folder `<tmp>/job` and enter it;
 * 4. restore the default actions of the signals Python ignores, close every descriptor but the
 *    three pipes to the host, and `execve` `argv` with an empty environment, appending the worker
 *    config (with `tmp` and `pidNamespace` added) as the last argument.
 *
 * Config: `argv` (the Node.js command line), `worker` (its config object), `limits` (`addressSpace`,
 * `fileSize`, `processes`, `openFiles`), plus what `launchWorker` adds (`jobUid`, `jobGid`, `tmp`,
 * `pidNamespace`). The rlimits are set by `apply_rlimits` of `python/rlimits.py`, the fork server's.
 */
export const NODE_WORKER_LAUNCHER_SOURCE = `${rlimitsSource}\n` + String.raw`
import json, os, signal, sys

CONFIG = json.loads(sys.argv[1])
uid = CONFIG.get("jobUid")
gid = CONFIG.get("jobGid", uid)
if uid is not None and uid != 0 and os.geteuid() == 0:
    os.setgroups([])
    os.setgid(gid)
    os.setuid(uid)
try:
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
    libc.prctl(38, 1, 0, 0, 0)
    libc.prctl(1, int(signal.SIGKILL), 0, 0, 0)
except Exception:
    pass


apply_rlimits(CONFIG["limits"])
tmp = CONFIG.get("tmp", "/tmp")
folder = os.path.join(tmp, "job")
os.umask(0o077)
if not os.path.isdir(folder):
    os.mkdir(folder, 0o700)
os.chdir(folder)
for signum in (signal.SIGPIPE, signal.SIGXFSZ, signal.SIGINT):
    signal.signal(signum, signal.SIG_DFL)
os.closerange(3, 65536)
worker = dict(CONFIG["worker"])
worker["tmp"] = tmp
worker["pidNamespace"] = bool(CONFIG.get("pidNamespace"))
argv = list(CONFIG["argv"]) + [json.dumps(worker)]
os.execve(argv[0], argv, {})
`;
