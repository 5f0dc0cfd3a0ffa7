# execret oracle fork server.
#
# Started once per pool slot (inside bubblewrap when available) as
#   python3 -s -B -c <rlimits.py + this source> <config JSON>
# (`apply_rlimits` comes from rlimits.py, shared with the Node.js worker launcher).
# It speaks length-prefixed JSON frames (4-byte big-endian length, UTF-8 JSON) on fd 0 (requests)
# and fd 1 (replies). For every job it forks one child, which isolates itself (own session,
# resource limits, private working directory, /dev/null for stdio) and then runs the tests of
# the job (kind "python"), checks syntax and the entry point (kind "check"), or executes another
# program such as node (kind "exec"). The child reports one JSON line per finished test on a
# pipe, so outcomes finished before a kill are kept. After every job the worker kills everything
# the job left behind and empties the private temporary folder.
#
# Written for CPython 3.8+ on Linux. Everything the child needs is bound to module-level names
# before user code runs, so user code that patches os/json/builtins cannot break the reporting of
# other jobs (a job may still lie about its own results: it shares a process with its tests).

import builtins
import json
import os
import select
import signal
import stat
import sys
import time
import types

PROTOCOL_VERSION = 1
CONFIG = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}

# --- privileges and process attributes (before anything else runs) ---------------------------

# Privileged mode (bubblewrap started by root): the worker keeps uid 0 with only CAP_SETUID,
# CAP_SETGID and CAP_KILL, and every job child switches to JOB_UID, so a job can neither signal
# nor trace its worker. Otherwise the worker and its jobs share the uid they were started with.
JOB_UID = CONFIG.get("jobUid")
JOB_GID = CONFIG.get("jobGid", JOB_UID)
SWITCH_UID = JOB_UID is not None and JOB_UID != 0 and os.geteuid() == 0
# The uid the host spawned the worker under, when it is one used by nothing else.
_spawned_uid = CONFIG.get("uid")

_hash_randomized = bool(sys.flags.hash_randomization)
_start_environment = sorted(os.environ.keys())
os.environ.clear()
sys.path[:] = [entry for entry in sys.path if entry not in ("", ".") and entry != os.getcwd()]

_prctl_state = {"no_new_privs": False, "dumpable_off": False, "subreaper": False}
_libc = None
try:
    import ctypes

    _libc = ctypes.CDLL(None, use_errno=True)
    _libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
    _libc.prctl.restype = ctypes.c_int
except Exception:  # ctypes missing: the prctl protections are reported as off
    _libc = None

PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
PR_SET_CHILD_SUBREAPER = 36
PR_SET_NO_NEW_PRIVS = 38


def _prctl(option, value):
    if _libc is None:
        return False
    return _libc.prctl(option, value, 0, 0, 0) == 0


_prctl_state["no_new_privs"] = _prctl(PR_SET_NO_NEW_PRIVS, 1)
# Not dumpable: a job running under the same uid cannot ptrace the worker or open its /proc files.
_prctl_state["dumpable_off"] = _prctl(PR_SET_DUMPABLE, 0)
# Subreaper: processes a job orphans (setsid + double fork) become our children, so we can kill them.
_prctl_state["subreaper"] = _prctl(PR_SET_CHILD_SUBREAPER, 1)
# Die with the host process when it goes away (bubblewrap adds its own --die-with-parent).
_prctl(PR_SET_PDEATHSIG, signal.SIGKILL)

for _name in CONFIG.get("preload", []):
    try:
        __import__(_name)
    except BaseException:
        pass
if "random" in sys.modules:
    # Every job starts from the same random state, so programs that use `random` are reproducible.
    sys.modules["random"].seed(0)

TMP = CONFIG.get("tmp", "/tmp")
# Other writable folders private to this worker (e.g. /dev/shm under bubblewrap), emptied after each job.
SCRATCH = [path for path in CONFIG.get("scratch", []) if path != TMP]
JOB_DIR = os.path.join(TMP, "job")
WORKER_PID = os.getpid()
MAX_FRAME = 64 * 1024 * 1024
FORWARD_INTERVAL = 0.1


def _status_field(name):
    try:
        with open("/proc/self/status") as handle:
            for line in handle:
                if line.startswith(name + ":"):
                    return line.split(":", 1)[1].split()
    except OSError:
        pass
    return []


def _own_pid_namespace():
    # The initial PID namespace has the fixed inode 0xEFFFFFFC. Inside bubblewrap's namespace the
    # worker is PID 2 (bubblewrap's reaper is PID 1); requiring both avoids mistaking a container
    # that the host itself runs in for a namespace of our own.
    try:
        link = os.readlink("/proc/self/ns/pid")
    except OSError:
        return False
    return link != "pid:[4026531836]" and os.getpid() <= 3


IN_PID_NAMESPACE = bool(CONFIG.get("pidNamespace")) and _own_pid_namespace()
UNIQUE_UID = bool(CONFIG.get("uniqueUid")) and _spawned_uid is not None and _spawned_uid != 0 and os.getuid() == _spawned_uid
# kill(-1) reaches every process we may signal: safe only when that is exactly our jobs (own PID
# namespace, or a uid nothing else uses). Never with a shared uid outside a PID namespace.
KILL_ALL = bool(CONFIG.get("killAll")) and (IN_PID_NAMESPACE or UNIQUE_UID)


def _own_ipc_namespace():
    # The initial IPC namespace has the fixed inode 0xEFFFFFFF.
    try:
        return os.readlink("/proc/self/ns/ipc") != "ipc:[4026531839]"
    except OSError:
        return False


# In its own PID namespace the worker counts the tasks (processes and threads) each job creates:
# the namespace's last allocated PID before the fork and after the sweep. Everything in the
# namespace but bubblewrap's init is the worker or a job, so the difference is the job's count.
_LAST_PID_FD = None
if IN_PID_NAMESPACE:
    try:
        _LAST_PID_FD = os.open("/proc/sys/kernel/ns_last_pid", os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        _LAST_PID_FD = None


def _last_pid():
    if _LAST_PID_FD is None:
        return None
    try:
        return int(os.pread(_LAST_PID_FD, 32, 0))
    except (OSError, ValueError):
        return None


# Fixed job PIDs (privileged bubblewrap, CAP_CHECKPOINT_RESTORE): before each fork the namespace's
# last PID goes back to its value before the first job, so every job (and each process it starts)
# gets the PID it would get as the first job of a fresh worker, whatever ran before it.
_NEXT_PID_FD = None
if CONFIG.get("fixedPids") and _LAST_PID_FD is not None:
    try:
        _NEXT_PID_FD = os.open("/proc/sys/kernel/ns_last_pid", os.O_WRONLY | os.O_CLOEXEC)
        os.pwrite(_NEXT_PID_FD, b"%d" % _last_pid(), 0)
    except (OSError, TypeError):
        _NEXT_PID_FD = None
_pid_base = [None]


def _reset_next_pid():
    if _NEXT_PID_FD is None:
        return
    if _pid_base[0] is None:
        _pid_base[0] = _last_pid()
        return
    try:
        os.pwrite(_NEXT_PID_FD, b"%d" % _pid_base[0], 0)
    except OSError:
        pass


# Own network namespace (bubblewrap's --unshare-net): a job that sent anything (even to a closed
# port of the loopback) leaves state in it that a later job could see: interface and protocol
# counters, ports in TIME_WAIT. Such a job retires its worker (the host starts a fresh one, with a
# fresh namespace); the counters of /proc/self/net/dev tell.
IN_NET_NAMESPACE = bool(CONFIG.get("netNamespace"))


def _network_counters():
    if not IN_NET_NAMESPACE:
        return None
    try:
        with open("/proc/self/net/dev") as handle:
            return handle.read()
    except OSError:
        return None


_NETWORK_AT_START = _network_counters()


# Own IPC namespace (bubblewrap's --unshare-ipc): every SysV IPC object in it is a job's, and is
# removed after each job. Otherwise only those created under a uid nothing else uses.
IN_IPC_NAMESPACE = bool(CONFIG.get("ipcNamespace")) and _own_ipc_namespace()

# Bound now so user code that patches these modules cannot break reporting.
_write = os.write
_exit = os._exit
_getpid = os.getpid
_dumps = json.dumps
_str = str
_type = type
_len = len
_setitimer = signal.setitimer
_ITIMER_REAL = signal.ITIMER_REAL
_pread = os.pread
_monotonic = time.monotonic
_int = int
_BaseException = BaseException
_AssertionError = AssertionError


# --- frames ---------------------------------------------------------------------------------


def send(message):
    body = json.dumps(message, separators=(",", ":")).encode("utf-8")
    data = len(body).to_bytes(4, "big") + body
    view = memoryview(data)
    while view:
        written = os.write(1, view)
        view = view[written:]


class FrameReader:
    def __init__(self, fd):
        self.fd = fd
        self.buffer = bytearray()
        self.frames = []
        self.closed = False

    def fill(self):
        """Reads once (blocking) and parses complete frames; returns False at end of input."""
        try:
            data = os.read(self.fd, 1 << 20)
        except InterruptedError:
            return True
        if not data:
            self.closed = True
            return False
        self.buffer += data
        while len(self.buffer) >= 4:
            size = int.from_bytes(self.buffer[:4], "big")
            if size > MAX_FRAME:
                raise ValueError("request frame of %d bytes exceeds the %d-byte limit" % (size, MAX_FRAME))
            if len(self.buffer) < 4 + size:
                break
            body = bytes(self.buffer[4 : 4 + size])
            del self.buffer[: 4 + size]
            self.frames.append(json.loads(body.decode("utf-8")))
        return True

    def next(self):
        while not self.frames:
            if self.closed or not self.fill():
                return None
        return self.frames.pop(0)


# --- hardening facts observed from inside ---------------------------------------------------


def _root_read_only():
    try:
        options = None
        with open("/proc/self/mountinfo") as handle:
            for line in handle:
                fields = line.split()
                if len(fields) > 5 and fields[4] == "/":
                    options = fields[5].split(",")
        return options is not None and "ro" in options
    except OSError:
        return False


def _tmp_is_private_tmpfs():
    try:
        found = False
        with open("/proc/self/mountinfo") as handle:
            for line in handle:
                fields = line.split()
                if len(fields) > 5 and fields[4] == TMP:
                    separator = fields.index("-")
                    found = fields[separator + 1] == "tmpfs"
        return found
    except (OSError, ValueError):
        return False


def _network_isolated():
    try:
        import socket

        names = [name for _, name in socket.if_nameindex()]
        return all(name == "lo" for name in names)
    except Exception:
        return False


def hello():
    return {
        "t": "hello",
        "protocol": PROTOCOL_VERSION,
        "version": sys.version.split()[0],
        "implementation": sys.implementation.name,
        "executable": sys.executable,
        "uid": JOB_UID if SWITCH_UID else os.getuid(),
        "gid": JOB_GID if SWITCH_UID else os.getgid(),
        "workerUid": os.getuid(),
        "startEnvironment": _start_environment,
        "environment": sorted(os.environ.keys()),
        "hashRandomized": _hash_randomized,
        "pidNamespace": IN_PID_NAMESPACE,
        "fixedJobPids": _NEXT_PID_FD is not None,
        "killAll": KILL_ALL,
        "noNewPrivileges": _status_field("NoNewPrivs") == ["1"],
        "dumpableOff": _prctl_state["dumpable_off"],
        "subreaper": _prctl_state["subreaper"],
        "readOnlyRoot": _root_read_only(),
        "privateTmp": _tmp_is_private_tmpfs(),
        "networkIsolated": _network_isolated(),
    }


# --- the job child ----------------------------------------------------------------------------


_job_pid = [0]


class TestTimeout(BaseException):
    """Raised by the per-test timer; a BaseException so `except Exception` does not swallow it."""


_armed = False

# Load-proof per-test limits. A test's time is its wall-clock time minus the time it spent
# runnable but waiting for a CPU (the second field of /proc/self/schedstat, "run_delay"): what the
# same test takes on an idle machine, CPU time plus time blocked (sleeping, I/O), whatever else
# the machine runs. When the wall-clock timer fires early because the machine is loaded, the timer
# is armed again for the rest. Without schedstat (or when the job closes its descriptor) the limit
# is plain wall-clock time. A test never gets more than LOAD_STRETCH_CAP times its limit of wall time.
LOAD_STRETCH_CAP = 50
_schedstat_fd = [None]
# started (monotonic seconds), run delay at start (seconds or None), limit (seconds)
_test_clock = [0.0, None, 0.0]


def _run_delay():
    """Seconds this process has waited for a CPU since it started, or None when unknown."""
    fd = _schedstat_fd[0]
    if fd is None:
        return None
    try:
        return _int(_pread(fd, 96, 0).split()[1]) / 1e9
    except _BaseException:
        return None


def _open_schedstat():
    try:
        _schedstat_fd[0] = os.open("/proc/self/schedstat", os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        _schedstat_fd[0] = None


def _on_alarm(signum, frame):
    if not _armed:
        return
    started, delay_at_start, limit = _test_clock
    if delay_at_start is not None:
        delay = _run_delay()
        if delay is not None:
            elapsed = _monotonic() - started
            remaining = limit - (elapsed - (delay - delay_at_start))
            if remaining > 0.001 and elapsed < limit * LOAD_STRETCH_CAP:
                _setitimer(_ITIMER_REAL, remaining, 0.05)
                return
    raise TestTimeout()


def _one_line(text, limit):
    text = " ".join(text.split())
    if _len(text) > limit:
        text = text[: limit - 1] + "\u2026"
    return text


def _describe(exc, limit):
    try:
        message = _str(exc)
    except _BaseException:
        message = "<exception message could not be converted to text>"
    return _one_line(message, limit)


def _error_outcome(exc, limit):
    try:
        name = _type(exc).__name__
    except _BaseException:
        name = "Exception"
    message = _describe(exc, limit)
    return "ERROR: %s: %s" % (name, message) if message else "ERROR: %s" % name


def _report(fd, index, outcome):
    if _getpid() != _job_pid[0]:
        # A process the test forked (os.fork, multiprocessing) reached the harness: it must not report.
        _exit(0)
    line = (_dumps([index, outcome]) + "\n").encode("utf-8")
    view = memoryview(line)
    while view:
        written = _write(fd, view)
        view = view[written:]


# Kernel keyrings outlive processes: a job could leave keys in its uid's user, user-session or
# persistent keyring for a later job of the worker (same uid) to find. Each job starts with a new
# session keyring and those three emptied where its uid is one nothing else uses; never a uid the
# host shares (in a user namespace too: before Linux 5.3 user keyrings were not per namespace).
_KEYCTL = {"x86_64": 250, "aarch64": 219, "riscv64": 219, "ppc64le": 271, "s390x": 280}.get(os.uname().machine)
KEYCTL_JOIN_SESSION_KEYRING = 1
KEYCTL_SETPERM = 5
KEYCTL_CLEAR = 7
KEYCTL_GET_PERSISTENT = 22
KEY_SPEC_PROCESS_KEYRING = -2
KEY_SPEC_USER_KEYRING = -4
KEY_SPEC_USER_SESSION_KEYRING = -5
KEY_ALL_FOR_OWNER = 0x3F3F0000
OWN_KEYRINGS = SWITCH_UID or UNIQUE_UID


def _fresh_keyrings():
    if _libc is None or _KEYCTL is None:
        return
    syscall = _libc.syscall
    syscall(_KEYCTL, KEYCTL_JOIN_SESSION_KEYRING, None)
    if not OWN_KEYRINGS:
        return
    rings = [KEY_SPEC_USER_KEYRING, KEY_SPEC_USER_SESSION_KEYRING]
    persistent = syscall(_KEYCTL, KEYCTL_GET_PERSISTENT, -1, KEY_SPEC_PROCESS_KEYRING)
    if persistent > 0:
        rings.append(persistent)
    for ring in rings:
        # A job may have closed the keyring to its owner: the owner may open it again.
        syscall(_KEYCTL, KEYCTL_SETPERM, ring, KEY_ALL_FOR_OWNER)
        syscall(_KEYCTL, KEYCTL_CLEAR, ring)


def _isolate(write_fd, limits):
    """Runs in the fresh child: own session and uid, stdio to /dev/null, only the result pipe kept."""
    os.setsid()
    if SWITCH_UID:
        os.setgroups([])
        os.setgid(JOB_GID)
        os.setuid(JOB_UID)
    # Set after the uid switch, which clears it. The job itself may be dumpable (its /proc files
    # then belong to it, as usual); core dumps stay off through RLIMIT_CORE.
    _prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    _prctl(PR_SET_DUMPABLE, 1)
    if os.getppid() != WORKER_PID:
        _exit(121)
    _fresh_keyrings()
    devnull = os.open("/dev/null", os.O_RDWR)
    for target in (0, 1, 2):
        os.dup2(devnull, target)
    # The result pipe always becomes fd 3 (the exec'd runners rely on it).
    if write_fd != 3:
        os.dup2(write_fd, 3)
    os.set_inheritable(3, True)
    os.closerange(4, 65536)
    os.umask(0o077)
    os.chdir(JOB_DIR)
    apply_rlimits(limits)


class _Sink:
    """Stands in for sys.stdout/sys.stderr: accepts and discards any amount of output."""

    encoding = "utf-8"
    errors = "strict"

    def write(self, text):
        return _len(text)

    def writelines(self, lines):
        for _ in lines:
            pass

    def flush(self):
        pass

    def isatty(self):
        return False

    def fileno(self):
        return 1


class _EmptyInput:
    """Stands in for sys.stdin: always at end of input."""

    encoding = "utf-8"

    def read(self, size=-1):
        return ""

    def readline(self, size=-1):
        return ""

    def readlines(self, hint=-1):
        return []

    def __iter__(self):
        return iter(())

    def isatty(self):
        return False

    def fileno(self):
        return 0


def _fresh_module():
    module = types.ModuleType("solution")
    module.__dict__["__builtins__"] = builtins
    sys.modules["solution"] = module
    return module.__dict__


def _timed(limit_seconds, action):
    """Runs action() under the per-test timer. Returns (status, value): status is 'ok', 'timeout' or 'raised'."""
    global _armed
    try:
        _test_clock[0] = _monotonic()
        _test_clock[1] = _run_delay()
        _test_clock[2] = limit_seconds
        _armed = True
        _setitimer(_ITIMER_REAL, limit_seconds, 0.05)
        value = action()
        _armed = False
        _setitimer(_ITIMER_REAL, 0, 0)
        return "ok", value
    except TestTimeout:
        _armed = False
        _setitimer(_ITIMER_REAL, 0, 0)
        return "timeout", None
    except _BaseException as exc:
        _armed = False
        _setitimer(_ITIMER_REAL, 0, 0)
        return "raised", exc


def child_python(message):
    limits = message["limits"]
    test_limit = limits["testSeconds"]
    message_chars = limits.get("messageChars", 500)
    tests = message["tests"]
    count = _len(tests)
    signal.signal(signal.SIGALRM, _on_alarm)
    _open_schedstat()
    sys.stdout = _Sink()
    sys.stderr = _Sink()
    sys.stdin = _EmptyInput()
    namespace = _fresh_module()

    def load():
        exec(compile(message["code"], "<solution>", "exec"), namespace)
        setup = message.get("setup")
        if setup:
            exec(compile(setup, "<setup>", "exec"), namespace)

    try:
        status, value = _timed(test_limit, load)
    except _BaseException:
        status, value = "timeout", None
    if status != "ok":
        outcome = "TIMEOUT" if status == "timeout" else _error_outcome(value, message_chars)
        for index in range(count):
            _report(3, index, outcome)
        _exit(0)

    for index in range(count):
        if _getpid() != _job_pid[0]:
            _exit(0)
        source = tests[index]
        try:
            status, value = _timed(test_limit, lambda: exec(compile(source, "<test %d>" % index, "exec"), namespace))
            if status == "ok":
                outcome = "pass"
            elif status == "timeout":
                outcome = "TIMEOUT"
            elif isinstance(value, _AssertionError):
                text = _describe(value, message_chars)
                outcome = "FAIL: " + (text if text else _one_line(source, message_chars))
            else:
                outcome = _error_outcome(value, message_chars)
        except _BaseException:
            # A timer signal that fired while the outcome was being formatted.
            outcome = "TIMEOUT"
        _report(3, index, outcome)
    _exit(0)


def _defined_names(statements, names):
    import ast

    for node in statements:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                for inner in ast.walk(target):
                    if isinstance(inner, ast.Name):
                        names.add(inner.id)
        elif isinstance(node, ast.AnnAssign) and node.value is not None and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                names.add((alias.asname or alias.name).split(".")[0])
        else:
            for field in ("body", "orelse", "finalbody"):
                _defined_names(getattr(node, field, []) or [], names)
            for handler in getattr(node, "handlers", []) or []:
                _defined_names(handler.body, names)


def _syntax_error(exc, limit):
    return _error_outcome(exc, limit)


def child_check(message):
    import ast

    limit = message["limits"].get("messageChars", 500)
    # A batch ("codes": the candidates of one task) compiles the shared setup and tests once and
    # reports one result per code, in order; nothing is run, so one process serves them all.
    codes = message.get("codes")
    if not isinstance(codes, list) or not codes:
        codes = [message["code"]]
    setup_error = None
    setup = message.get("setup")
    if setup:
        try:
            compile(setup, "<setup>", "exec")
        except _BaseException as exc:
            setup_error = _syntax_error(exc, limit)
    test_errors = []
    for index, source in enumerate(message["tests"]):
        try:
            compile(source, "<test %d>" % index, "exec")
            test_errors.append(None)
        except _BaseException as exc:
            test_errors.append(_syntax_error(exc, limit))
    entry = message.get("entryPoint")
    for position, code in enumerate(codes):
        result = {"code": None, "setup": setup_error, "tests": test_errors, "entryPoint": None}
        try:
            compile(code, "<solution>", "exec")
            tree = ast.parse(code)
            names = set()
            _defined_names(tree.body, names)
            if entry:
                result["entryPoint"] = entry in names
        except _BaseException as exc:
            result["code"] = _syntax_error(exc, limit)
        _report(3, position, result)
    _exit(0)


def child_exec(message):
    for name, content in (message.get("files") or {}).items():
        if "/" in name or name in ("", ".", ".."):
            _exit(122)
        with open(name, "w", encoding="utf-8") as handle:
            handle.write(content)
    # Python ignores these; an exec'd program must start with the defaults.
    for signum in (signal.SIGPIPE, signal.SIGXFSZ, signal.SIGINT):
        signal.signal(signum, signal.SIG_DFL)
    argv = message["argv"]
    try:
        os.execve(argv[0], argv, {})
    except OSError:
        _exit(127)


def child_main(message, read_fd, write_fd):
    _job_pid[0] = os.getpid()
    try:
        random_module = sys.modules.get("random")
        if random_module is not None:
            # `random` reseeds from the OS after fork; every job starts from the same state instead.
            random_module.seed(0)
        os.close(read_fd)
        _isolate(write_fd, message["limits"])
        kind = message["kind"]
        if kind == "python":
            child_python(message)
        elif kind == "check":
            child_check(message)
        elif kind == "exec":
            child_exec(message)
    except _BaseException:
        pass
    _exit(120)


# --- the worker side of a job -----------------------------------------------------------------


def _list_children():
    try:
        with open("/proc/%d/task/%d/children" % (WORKER_PID, WORKER_PID)) as handle:
            return [int(pid) for pid in handle.read().split()]
    except OSError:
        return []


def _reap_nowait():
    """Reaps exited children; returns True when no children remain."""
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return True
        if pid == 0:
            return False


def sweep():
    """Kills every process the last job left behind and reaps them (bounded to about 2 s)."""
    for attempt in range(400):
        if KILL_ALL:
            try:
                os.kill(-1, signal.SIGKILL)
            except OSError:
                pass
        else:
            for pid in _list_children():
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
        if _reap_nowait():
            return True
        time.sleep(0.005)
    return False


def _remove_tree(path):
    """Removes a folder a job left, also one it closed (mode 0, nested): each folder that cannot be
    read or emptied is opened to its owner (the job's uid) and removed again, once per folder."""
    import shutil

    opened = set()
    # The folder holding the tree (/tmp, /dev/shm, …) keeps its mode: a later job would see a change.
    outside = os.path.dirname(path)

    def retry(function, target, info):
        if target in opened:
            return
        opened.add(target)
        parent = os.path.dirname(target)
        for folder in (target,) if parent == outside else (parent, target):
            try:
                if not os.path.islink(folder):
                    os.chmod(folder, 0o700)
            except OSError:
                pass
        try:
            if os.path.isdir(target) and not os.path.islink(target):
                shutil.rmtree(target, onerror=retry)
            else:
                os.unlink(target)
        except OSError:
            pass

    shutil.rmtree(path, onerror=retry)


def _empty_folder(folder):
    try:
        entries = os.listdir(folder)
    except OSError:
        return
    for entry in entries:
        path = os.path.join(folder, entry)
        try:
            if stat.S_ISDIR(os.lstat(path).st_mode):
                _remove_tree(path)
            else:
                os.unlink(path)
        except OSError:
            pass


class _AsJobUser:
    """In privileged mode, manages job files with the job's uid (root here has no DAC override)."""

    def __enter__(self):
        if SWITCH_UID:
            os.setegid(JOB_GID)
            os.seteuid(JOB_UID)

    def __exit__(self, *exc):
        if SWITCH_UID:
            os.seteuid(0)
            os.setegid(0)
        return False


def prepare_tmp():
    with _AsJobUser():
        _prepare_tmp()
        remove_ipc_objects()


IPC_RMID = 0
# SysV IPC objects by kind: the /proc table and the call that removes one by id.
_IPC_TABLES = (("shm", "shmctl"), ("sem", "semctl"), ("msg", "msgctl"))


def _ipc_objects(kind):
    """(id, creator uid) of every SysV IPC object of `kind` this IPC namespace holds."""
    try:
        with open("/proc/sysvipc/" + kind) as handle:
            lines = handle.read().splitlines()
    except OSError:
        return []
    if not lines:
        return []
    header = lines[0].split()
    try:
        creator = header.index("cuid")
    except ValueError:
        return []
    objects = []
    for line in lines[1:]:
        fields = line.split()
        if len(fields) > creator:
            objects.append((int(fields[1]), int(fields[creator])))
    return objects


def remove_ipc_objects():
    """Removes the SysV shared memory segments, semaphore sets and message queues a job left
    (in the worker's own IPC namespace all of them; otherwise those created under the worker's
    unused uid), so no later job can read them and their memory is freed now. POSIX shared memory
    and message queues are files in the scratch folders (/dev/shm, /dev/mqueue), emptied with them.
    Returns the number removed."""
    if _libc is None or not (IN_IPC_NAMESPACE or UNIQUE_UID):
        return 0
    owner = JOB_UID if SWITCH_UID else os.getuid()
    removed = 0
    for kind, call in _IPC_TABLES:
        for ipc_id, creator in _ipc_objects(kind):
            if not IN_IPC_NAMESPACE and creator != owner:
                continue
            function = getattr(_libc, call)
            result = function(ipc_id, 0, IPC_RMID) if kind == "sem" else function(ipc_id, IPC_RMID, None)
            if result == 0:
                removed += 1
    return removed


# Without a sandbox, POSIX shared memory and message queues land in the host's /dev/shm and
# /dev/mqueue: a worker with a uid nothing else uses removes what that uid owns there.
HOST_IPC_FOLDERS = ("/dev/shm", "/dev/mqueue") if UNIQUE_UID and not IN_IPC_NAMESPACE else ()


def _remove_owned(folder, uid):
    try:
        entries = os.listdir(folder)
    except OSError:
        return
    for entry in entries:
        path = os.path.join(folder, entry)
        try:
            info = os.lstat(path)
            if info.st_uid != uid:
                continue
            if stat.S_ISDIR(info.st_mode):
                _remove_tree(path)
            else:
                os.unlink(path)
        except OSError:
            pass


def _mode_and_xattrs(folder):
    try:
        return stat.S_IMODE(os.lstat(folder).st_mode), [name for name in os.listxattr(folder) if name.startswith("user.")]
    except OSError:
        return None, []


# When jobs share the worker's uid (no uid switch), they own the folders they write in: a job could
# change the mode or the user.* attributes of /tmp itself for a later job to see. Their state at
# the start is put back after every job.
_ROOT_STATE = {}


def _restore_roots():
    for folder, (mode, _) in _ROOT_STATE.items():
        now_mode, now_names = _mode_and_xattrs(folder)
        try:
            if now_mode is not None and now_mode != mode:
                os.chmod(folder, mode)
            for name in now_names:
                os.removexattr(folder, name)
        except OSError:
            pass


def _prepare_tmp():
    """Leaves TMP holding only a fresh, empty, private `job` folder (the next job's working
    directory: made anew every time, so no mode, time stamp or attribute of the last job's is left)."""
    if not _ROOT_STATE and not SWITCH_UID:
        for folder in [TMP] + SCRATCH:
            _ROOT_STATE[folder] = _mode_and_xattrs(folder)
    for folder in SCRATCH:
        _empty_folder(folder)
    for folder in HOST_IPC_FOLDERS:
        _remove_owned(folder, os.getuid())
    try:
        entries = os.listdir(TMP)
    except OSError:
        return
    emptied = False
    if entries == ["job"]:
        try:
            os.rmdir(JOB_DIR)
            emptied = True
        except OSError:
            pass
    if not emptied:
        _empty_folder(TMP)
    os.mkdir(JOB_DIR, 0o700)
    _restore_roots()


class JobState:
    def __init__(self, message):
        self.id = message["id"]
        self.kind = message["kind"]
        if self.kind == "check":
            # One result per code checked: a batch ("codes") shares the task's setup and tests.
            codes = message.get("codes")
            self.expected = _len(codes) if isinstance(codes, list) and codes else 1
        else:
            self.expected = int(message.get("expected", _len(message.get("tests", []))))
        self.received = 0
        self.pending = bytearray()
        self.byte_limit = int(message.get("resultBytes", 1 << 20))
        self.read_bytes = 0
        self.violation = None
        self.unsent = []
        # With "stopAtFailure" the job ends at its first outcome that is not "pass": the tests
        # after it never run ("stopped"), since the job already fails whatever they give.
        self.stop_at_failure = self.kind != "check" and message.get("stopAtFailure") is True
        self.failed = False

    def feed(self, data):
        """Parses complete result lines; returns the new [index, outcome] pairs."""
        self.read_bytes += _len(data)
        if self.read_bytes > self.byte_limit:
            self.violation = "the job wrote more than %d bytes of results" % self.byte_limit
            return []
        self.pending += data
        fresh = []
        while True:
            end = self.pending.find(b"\n")
            if end < 0:
                break
            line = bytes(self.pending[:end])
            del self.pending[: end + 1]
            try:
                item = json.loads(line.decode("utf-8"))
                index, outcome = item
            except Exception:
                self.violation = "unreadable result line"
                return fresh
            valid = isinstance(index, int) and index == self.received and index < self.expected
            if self.kind == "check":
                valid = valid and isinstance(outcome, dict)
            else:
                valid = valid and isinstance(outcome, str)
            if not valid:
                self.violation = "result line out of order or malformed"
                return fresh
            fresh.append([index, outcome])
            self.received += 1
            if self.stop_at_failure and outcome != "pass":
                self.failed = True
                return fresh
        return fresh


def _stretched_deadline(pid, started, wall):
    """started + wall + the seconds job process `pid` has waited for a CPU, capped (see LOAD_STRETCH_CAP)."""
    try:
        with open("/proc/%d/schedstat" % pid, "rb") as handle:
            delay = int(handle.read().split()[1]) / 1e9
    except (OSError, ValueError, IndexError):
        return started + wall
    return started + wall + min(delay, wall * (LOAD_STRETCH_CAP - 1))


def run_job(message, reader):
    job = JobState(message)
    limits = message["limits"]
    wall = float(limits["wallSeconds"])
    read_fd, write_fd = os.pipe()
    _reset_next_pid()
    first_pid = _last_pid()
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        child_main(message, read_fd, write_fd)
        _exit(120)
    os.close(write_fd)
    try:
        pidfd = os.pidfd_open(pid)
    except (AttributeError, OSError):
        pidfd = None
    os.set_blocking(read_fd, False)

    deadline = started + wall
    all_reported_at = None
    status = None
    wait_status = None
    pipe_open = True
    cancelled = False
    last_forward = started

    def drain():
        nonlocal pipe_open
        while pipe_open:
            try:
                data = os.read(read_fd, 1 << 16)
            except BlockingIOError:
                return
            if not data:
                pipe_open = False
                return
            job.unsent.extend(job.feed(data))
            if job.violation or job.failed:
                return

    while True:
        now = time.monotonic()
        if all_reported_at is None and job.received >= job.expected:
            all_reported_at = now
        limit = deadline
        if all_reported_at is not None:
            limit = min(deadline, all_reported_at + 0.25)
        if now >= limit and all_reported_at is None:
            # The job's wall-clock limit is load-proof too: it is moved on by the time the job
            # waited for a CPU (it would have ended by now on an idle machine otherwise), up to
            # LOAD_STRETCH_CAP times the limit. The host moves its backstop with it ("ext").
            stretched = _stretched_deadline(pid, started, wall)
            if stretched > deadline + 0.001:
                deadline = stretched
                send({"t": "ext", "id": job.id, "ms": round((deadline - started - wall) * 1000, 3)})
                continue
        if now >= limit:
            status = "timeout" if job.received < job.expected else "ok"
            break
        watch = [0] if not reader.closed else []
        if pipe_open:
            watch.append(read_fd)
        if pidfd is not None:
            watch.append(pidfd)
        timeout = limit - now if pidfd is not None else min(limit - now, 0.005)
        try:
            ready, _, _ = select.select(watch, [], [], timeout)
        except InterruptedError:
            continue
        if read_fd in ready:
            drain()
            if job.violation:
                status = "protocol"
                break
            if job.failed and job.received < job.expected:
                status = "stopped"
                break
            # Long jobs stream what they have, so outcomes survive even if the worker dies.
            if job.unsent and now - last_forward >= FORWARD_INTERVAL:
                send({"t": "out", "id": job.id, "r": job.unsent})
                job.unsent = []
                last_forward = now
        if 0 in ready:
            if not reader.fill():
                status = "host-gone"
                break
            remaining = []
            for frame in reader.frames:
                if frame.get("t") == "cancel" and frame.get("id") == job.id:
                    cancelled = True
                else:
                    remaining.append(frame)
            reader.frames[:] = remaining
            if cancelled:
                status = "cancelled"
                break
        exited = False
        if pidfd is not None:
            exited = pidfd in ready
        if exited or pidfd is None:
            try:
                reaped, code = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                reaped, code = pid, 0
            if reaped == pid:
                wait_status = code
                drain()
                if job.violation:
                    status = "protocol"
                elif job.failed and job.received < job.expected:
                    status = "stopped"
                else:
                    status = "ok"
                break

    if wait_status is None:
        try:
            os.killpg(pid, signal.SIGKILL)
        except OSError:
            pass
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
        try:
            _, wait_status = os.waitpid(pid, 0)
        except ChildProcessError:
            wait_status = None
        if status in ("ok", "timeout"):
            drain()
    else:
        try:
            os.killpg(pid, signal.SIGKILL)
        except OSError:
            pass
    swept = sweep()
    last_pid = _last_pid()
    os.close(read_fd)
    if pidfd is not None:
        os.close(pidfd)
    prepare_tmp()

    reply = {"t": "done", "id": job.id, "st": status, "n": job.received, "r": job.unsent, "ms": round((time.monotonic() - started) * 1000, 3)}
    if wait_status is not None:
        if os.WIFEXITED(wait_status):
            reply["code"] = os.WEXITSTATUS(wait_status)
        elif os.WIFSIGNALED(wait_status):
            reply["sig"] = os.WTERMSIG(wait_status)
    if job.violation:
        reply["why"] = job.violation
    if first_pid is not None and last_pid is not None and last_pid >= pid > first_pid:
        # PIDs first_pid+1 … last_pid went to this job (the job process is the first of them).
        reply["tasks"] = last_pid - first_pid
    if not swept or _network_counters() != _NETWORK_AT_START:
        reply["leak"] = True
    send(reply)
    return status != "host-gone"


def main():
    reader = FrameReader(0)
    prepare_tmp()
    # Objects that exist now are never collected, so the GC of a job child does not touch (and
    # copy) the worker's pages.
    import gc

    gc.freeze()
    send(hello())
    while True:
        message = reader.next()
        if message is None:
            break
        kind = message.get("t")
        if kind == "run":
            try:
                if not run_job(message, reader):
                    break
            except Exception as exc:
                sweep()
                send({"t": "done", "id": message.get("id"), "st": "internal", "n": 0, "why": "%s: %s" % (type(exc).__name__, exc)})
        elif kind == "exit":
            break
    sweep()
    prepare_tmp()
    try:
        os.rmdir(JOB_DIR)
    except OSError:
        pass


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        pass
    _exit(0)
