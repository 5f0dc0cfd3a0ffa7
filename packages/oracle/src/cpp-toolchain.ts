import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { escapeRegExp, LineWriter, type BatchUnit, type CompiledToolchain, type RenderedBatch, type UnitSpan } from './compiled-toolchain.js';

/** Flags of every C++ compilation (part of the runtime fingerprint). */
export const CPP_FLAGS = ['-std=gnu++17', '-O0', '-w', '-pipe', '-s'] as const;

/** Version of the C++ harness below; part of the runtime fingerprint. */
const CPP_HARNESS_VERSION = 3;

const INCLUDE = /^[ \t]*#[ \t]*include\b.*$/gm;
const OTHER_DIRECTIVE = /^[ \t]*#[ \t]*(?!include\b)[a-z]/m;

/**
 * The harness every batch starts with: the test macros (`CHECK(cond)`, `CHECK_EQ(actual,
 * expected)`, and `assert(cond)`, which here reports a failure instead of aborting), the per-test
 * guard and time limit (SIGALRM), and the result lines on fd 3.
 */
const CPP_PRELUDE_HEADER = String.raw`#include <bits/stdc++.h>
#include <cxxabi.h>
#include <signal.h>
#include <sys/time.h>
#include <unistd.h>
namespace execret {
struct CheckFailure { std::string message; };
inline pid_t main_pid = 0;
inline std::size_t message_bytes = 2000;
inline char timeout_line[64];
inline std::size_t timeout_length = 0;
inline void write_all(const char* data, std::size_t size) {
  while (size > 0) {
    ssize_t written = ::write(3, data, size);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) _exit(3);
    data += written;
    size -= static_cast<std::size_t>(written);
  }
}
inline void on_alarm(int) { write_all(timeout_line, timeout_length); _exit(0); }
inline std::string json(const std::string& text) {
  std::string out = "\"";
  std::size_t count = 0;
  for (unsigned char c : text) {
    if (++count > message_bytes) break;
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      default:
        if (c < 0x20 || c == 0x7f) out += ' ';
        else if (c >= 0x80) out += '?';
        else out += static_cast<char>(c);
    }
  }
  return out + "\"";
}
inline void report(int index, const std::string& outcome) {
  // A process the test forked must not report.
  if (getpid() != main_pid) _exit(0);
  std::string line = "[" + std::to_string(index) + "," + json(outcome) + "]\n";
  write_all(line.data(), line.size());
}
template <class T, class = void> struct streamable : std::false_type {};
template <class T> struct streamable<T, std::void_t<decltype(std::declval<std::ostream&>() << std::declval<const T&>())>> : std::true_type {};
template <class T, class = void> struct iterable : std::false_type {};
template <class T> struct iterable<T, std::void_t<decltype(std::begin(std::declval<const T&>())), decltype(std::end(std::declval<const T&>()))>> : std::true_type {};
template <class T> struct is_pair : std::false_type {};
template <class A, class B> struct is_pair<std::pair<A, B>> : std::true_type {};
template <class T> std::string show(const T& value) {
  if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) return "\"" + std::string(value) + "\"";
  else if constexpr (std::is_same_v<T, char>) return std::string("'") + value + "'";
  else if constexpr (std::is_same_v<T, bool>) return value ? "true" : "false";
  else if constexpr (is_pair<T>::value) return "(" + show(value.first) + ", " + show(value.second) + ")";
  else if constexpr (streamable<T>::value) { std::ostringstream out; out << std::setprecision(17) << value; return out.str(); }
  else if constexpr (iterable<T>::value) {
    std::string out = "[";
    bool first = true;
    for (const auto& item : value) { if (!first) out += ", "; first = false; out += show(item); }
    return out + "]";
  } else return "<value>";
}
inline std::string current_type() {
  std::type_info* type = abi::__cxa_current_exception_type();
  if (type == nullptr) return "UnknownException";
  int status = 0;
  char* name = abi::__cxa_demangle(type->name(), nullptr, nullptr, &status);
  std::string result = status == 0 && name != nullptr ? name : type->name();
  std::free(name);
  return result;
}
inline void run_test(int index, long milliseconds, void (*test)()) {
  timeout_length = static_cast<std::size_t>(std::snprintf(timeout_line, sizeof timeout_line, "[%d,\"TIMEOUT\"]\n", index));
  struct itimerval timer {};
  timer.it_value.tv_sec = milliseconds / 1000;
  timer.it_value.tv_usec = (milliseconds % 1000) * 1000;
  setitimer(ITIMER_REAL, &timer, nullptr);
  std::string outcome;
  try {
    test();
    outcome = "pass";
  } catch (const CheckFailure& failure) {
    outcome = "FAIL: " + failure.message;
  } catch (const std::exception& error) {
    outcome = "ERROR: " + current_type() + ": " + error.what();
  } catch (...) {
    std::string type = current_type();
    outcome = "ERROR: " + type + ": a value of type " + type + " was thrown";
  }
  struct itimerval off {};
  setitimer(ITIMER_REAL, &off, nullptr);
  report(index, outcome);
}
}  // namespace execret`;

/** The harness's macros: after the job's own `#include` lines, so its `assert` wins over <cassert>'s. */
const CPP_PRELUDE_MACROS = String.raw`#undef assert
#define EXECRET_CHECK(name, ...) do { if (!(__VA_ARGS__)) throw ::execret::CheckFailure{std::string(name "(" #__VA_ARGS__ ") failed")}; } while (0)
#define CHECK(...) EXECRET_CHECK("CHECK", __VA_ARGS__)
#define assert(...) EXECRET_CHECK("assert", __VA_ARGS__)
#define CHECK_EQ(actual, expected) do { const auto& execret_actual = (actual); const auto& execret_expected = (expected); if (!(execret_actual == execret_expected)) throw ::execret::CheckFailure{std::string("CHECK_EQ(" #actual ", " #expected ") failed: ") + ::execret::show(execret_actual) + " != " + ::execret::show(execret_expected)}; } while (0)`;

function blankIncludes(text: string, includes: Set<string>): string {
  return text.replace(INCLUDE, (line) => {
    includes.add(line.trim());
    return '';
  });
}

/**
 * Renders C++ units: the harness's headers (an `#include` of `precompiledHeader` when given, a
 * header whose precompiled `.gch` sits beside it), the hoisted `#include` lines of the jobs, the
 * harness's macros, one `namespace job_<n>` per unit, and `main` dispatching on the unit number.
 */
export function renderCppBatch(units: readonly BatchUnit[], precompiledHeader?: string): RenderedBatch {
  const includes = new Set<string>();
  const bodies = units.map((unit) => ({
    code: blankIncludes(unit.code, includes),
    setup: blankIncludes(unit.setup, includes),
    tests: unit.tests.map((test) => blankIncludes(test, includes)),
  }));
  const writer = new LineWriter();
  writer.write(precompiledHeader === undefined ? CPP_PRELUDE_HEADER : `#include "${precompiledHeader}"`);
  // `#line` directives number the includes and each job from 1 in a file name of their own, so a
  // diagnostic reads the same whether the harness header was precompiled or not, and names its job.
  writer.write(`#line 1 "includes.cpp"\n${[...includes].sort().join('\n')}`);
  // After the jobs' includes, so the harness's `assert` replaces <cassert>'s whatever they include.
  writer.write(`#line 1 "execret-harness.cpp"\n${CPP_PRELUDE_MACROS}`);
  const spans: UnitSpan[] = [];
  units.forEach((unit, position) => {
    const body = bodies[position] as (typeof bodies)[number];
    writer.write(`#line 1 "job_${unit.index}.cpp"`);
    const base = writer.nextLine - 1;
    const relative = ([first, last]: [number, number]): [number, number] => [first - base, last - base];
    writer.write(`namespace job_${unit.index} {`);
    const code = relative(writer.write(body.code));
    writer.write(body.setup);
    const tests = body.tests.map((test, index) => {
      writer.write(`static void execret_test_${index}() {`);
      const lines = relative(writer.write(test));
      writer.write(';}');
      return lines;
    });
    const table = unit.tests.length === 0 ? '' : `static void (*const execret_tests[])() = {${unit.tests.map((_, index) => `execret_test_${index}`).join(', ')}};`;
    const run = unit.tests.length === 0 ? '' : `for (int i = start; i < ${unit.tests.length}; ++i) ::execret::run_test(i - start, milliseconds, execret_tests[i]);`;
    const [, lastLine] = relative(writer.write(`${table}\nstatic void execret_run(int start, long milliseconds) { (void)start; (void)milliseconds; ${run} }\n}  // namespace job_${unit.index}`));
    spans.push({ unit: unit.index, file: `job_${unit.index}.cpp`, firstLine: 1, lastLine, tests, code });
  });
  writer.write('#line 1 "execret-main.cpp"');
  writer.write([
    'int main(int argc, char** argv) {',
    '  if (argc < 5) return 2;',
    '  ::execret::main_pid = getpid();',
    '  ::execret::message_bytes = static_cast<std::size_t>(std::atol(argv[4]));',
    '  signal(SIGALRM, ::execret::on_alarm);',
    '  const int start = std::atoi(argv[2]);',
    '  const long milliseconds = std::atol(argv[3]);',
    '  switch (std::atoi(argv[1])) {',
    ...units.map((unit) => `    case ${unit.index}: job_${unit.index}::execret_run(start, milliseconds); break;`),
    '    default: return 2;',
    '  }',
    '  return 0;',
    '}',
  ].join('\n'));
  return { files: { 'batch.cpp': writer.toString() }, spans };
}

/**
 * Precompiles the harness's headers (`<bits/stdc++.h>` and the harness namespace: fixed text, no
 * job code) once per machine, compiler version and flags, into
 * `/var/tmp/execret-cpp-pch-<uid>/<hash>/execret-prelude.h(.gch)` (readable by the sandbox's job
 * users); returns the header's path, or undefined when precompiling fails (batches then carry the
 * headers themselves: the same program, compiled slower).
 */
export function buildPrecompiledHeader(compiler: string): string | undefined {
  try {
    const version = spawnSync(compiler, ['--version'], { encoding: 'utf8', timeout: 30_000 }).stdout ?? '';
    const hash = createHash('sha256').update(`${compiler}\0${version}\0${CPP_FLAGS.join(' ')}\0${CPP_PRELUDE_HEADER}`).digest('hex').slice(0, 24);
    const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
    const root = `/var/tmp/execret-cpp-pch-${uid}`;
    const folder = join(root, hash);
    const header = join(folder, 'execret-prelude.h');
    if (existsSync(`${header}.gch`)) return header;
    mkdirSync(folder, { recursive: true, mode: 0o755 });
    chmodSync(root, 0o755);
    chmodSync(folder, 0o755);
    writeFileSync(header, `${CPP_PRELUDE_HEADER}\n`, { mode: 0o644 });
    const temporary = `${header}.${process.pid}.gch`;
    const flags = CPP_FLAGS.filter((flag) => flag !== '-s' && flag !== '-pipe');
    const result = spawnSync(compiler, [...flags, '-x', 'c++-header', header, '-o', temporary], { encoding: 'utf8', timeout: 300_000 });
    if (result.status !== 0) return undefined;
    chmodSync(temporary, 0o644);
    renameSync(temporary, `${header}.gch`);
    return header;
  } catch {
    return undefined;
  }
}

/**
 * C++ on `g++` (Debian package `g++`; the harness's headers precompiled once per machine). Code is top-level C++17 (GNU dialect) declarations, with
 * its `#include` lines (`<bits/stdc++.h>` is always included). Tests are statements in a function
 * body, using `CHECK(condition)`, `CHECK_EQ(actual, expected)` (its message shows both values when
 * they can be printed) or `assert(condition)`, which here reports `FAIL: assert(<condition>) failed`
 * instead of aborting. An exception is `ERROR: <demangled type>: <what()>`. A job whose code uses
 * another preprocessor directive than `#include` (`#define`…) is compiled alone, so its macros
 * reach no other job.
 */
export function createCppToolchain(): CompiledToolchain {
  let precompiledHeader: string | undefined;
  return {
    language: 'cpp',
    displayName: 'C++',
    compiler: 'g++',
    debianPackage: 'g++',
    versionArgs: ['--version'],
    buildFingerprint: `flags-${CPP_FLAGS.join(' ')}|cpp-harness-${CPP_HARNESS_VERSION}`,
    render: (units) => renderCppBatch(units, precompiledHeader),
    resolveCompiler: (found) => {
      precompiledHeader = buildPrecompiledHeader(found);
      return { compiler: found, exposeFolder: dirname(found) };
    },
    compileScript: (paths) => `"${paths.compiler}" ${CPP_FLAGS.join(' ')} -o artifact batch.cpp`,
    runArgv: (_paths, artifactPath, unit, start, testMs, messageBytes) => [artifactPath, String(unit), String(start), String(testMs), String(messageBytes)],
    compileAlone: (unit) => [unit.code, unit.setup, ...unit.tests].some((text) => OTHER_DIRECTIVE.test(text)),
    definesEntryPoint: (code, entryPoint) => new RegExp(`^(?:template[ \\t]*<[^>\\n]*>[ \\t]*)?(?:[\\w:<>,*&]+[ \\t*&]+)+${escapeRegExp(entryPoint)}[ \\t]*\\(`, 'm').test(code),
  };
}

/** The C++ toolchain (one precompiled harness header per machine, shared by every executor). */
export const cppToolchain: CompiledToolchain = createCppToolchain();
