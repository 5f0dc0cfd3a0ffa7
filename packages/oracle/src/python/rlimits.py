# Resource limits of a sandboxed process: the fork server (worker.py) sets them in each job's
# child, the Node.js worker launcher (node-worker-launcher.ts) in a worker before it execs Node.js.
# Both programs are this text followed by their own.

import resource as _resource


def apply_rlimits(limits):
    """Sets no core dumps and each limit `limits` names (`addressSpace`, `cpuSeconds`, `fileSize`, `processes`, `openFiles`)."""

    def setlimit(kind, soft, hard=None):
        if soft is None:
            return
        hard = soft if hard is None else hard
        try:
            _resource.setrlimit(kind, (soft, hard))
        except (ValueError, OSError):
            # An unprivileged process cannot raise a hard limit; keep the lower existing one.
            current = _resource.getrlimit(kind)[1]
            capped = current if current != _resource.RLIM_INFINITY else soft
            try:
                _resource.setrlimit(kind, (min(soft, capped), capped))
            except (ValueError, OSError):
                pass

    setlimit(_resource.RLIMIT_CORE, 0)
    setlimit(_resource.RLIMIT_AS, limits.get("addressSpace"))
    cpu = limits.get("cpuSeconds")
    if cpu is not None:
        setlimit(_resource.RLIMIT_CPU, cpu, cpu + 1)
    setlimit(_resource.RLIMIT_FSIZE, limits.get("fileSize"))
    setlimit(_resource.RLIMIT_NPROC, limits.get("processes"))
    setlimit(_resource.RLIMIT_NOFILE, limits.get("openFiles"))
