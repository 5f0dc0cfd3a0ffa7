import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { escapeRegExp, LineWriter, type BatchUnit, type CompiledToolchain, type RenderedBatch, type UnitSpan } from './compiled-toolchain.js';
import { ExecutionError } from './execution-error.js';

/** Flags of every Rust compilation (part of the runtime fingerprint). */
export const RUST_FLAGS = ['--edition', '2021', '-C', 'opt-level=0', '-C', 'debuginfo=0', '-C', 'strip=symbols', '--cap-lints', 'allow'] as const;

/** Version of the Rust harness below; part of the runtime fingerprint. */
const RUST_HARNESS_VERSION = 2;

/**
 * The harness every batch starts with: `assert!`, `assert_eq!` and `assert_ne!` shadowed by
 * versions that panic with a failure marker (so an assertion is `FAIL`, any other panic `ERROR`),
 * the per-test guard (`catch_unwind`), a watchdog thread for the per-test limit, and result lines on fd 3.
 */
const RUST_PRELUDE = String.raw`#![allow(warnings)]
macro_rules! assert {
    ($cond:expr $(,)?) => { if !$cond { ::std::panic::panic_any(crate::execret::Failure(format!("assertion failed: {}", stringify!($cond)))) } };
    ($cond:expr, $($arg:tt)+) => { if !$cond { ::std::panic::panic_any(crate::execret::Failure(format!($($arg)+))) } };
}
macro_rules! assert_eq {
    ($left:expr, $right:expr $(,)?) => { match (&$left, &$right) { (left, right) => if !(*left == *right) { ::std::panic::panic_any(crate::execret::Failure(format!("assertion ` + '`left == right`' + String.raw` failed: left: {:?}, right: {:?}", left, right))) } } };
    ($left:expr, $right:expr, $($arg:tt)+) => { match (&$left, &$right) { (left, right) => if !(*left == *right) { ::std::panic::panic_any(crate::execret::Failure(format!($($arg)+))) } } };
}
macro_rules! assert_ne {
    ($left:expr, $right:expr $(,)?) => { match (&$left, &$right) { (left, right) => if *left == *right { ::std::panic::panic_any(crate::execret::Failure(format!("assertion ` + '`left != right`' + String.raw` failed: left: {:?}, right: {:?}", left, right))) } } };
    ($left:expr, $right:expr, $($arg:tt)+) => { match (&$left, &$right) { (left, right) => if *left == *right { ::std::panic::panic_any(crate::execret::Failure(format!($($arg)+))) } } };
}
mod execret {
    use std::io::Write;
    use std::os::unix::io::FromRawFd;
    use std::sync::atomic::{AtomicI32, AtomicU64, AtomicUsize, Ordering};
    use std::time::{Duration, Instant};
    extern "C" {
        fn _exit(code: i32) -> !;
        fn getpid() -> i32;
    }
    pub struct Failure(pub String);
    static MAIN_PID: AtomicI32 = AtomicI32::new(0);
    static MESSAGE_BYTES: AtomicUsize = AtomicUsize::new(2000);
    static DEADLINE_MS: AtomicU64 = AtomicU64::new(0);
    static INDEX: AtomicUsize = AtomicUsize::new(0);
    static mut STARTED: Option<Instant> = None;
    fn now_ms() -> u64 { unsafe { STARTED.map(|started| started.elapsed().as_millis() as u64).unwrap_or(0) } }
    fn write_line(line: &str) {
        let mut file = unsafe { std::fs::File::from_raw_fd(3) };
        if file.write_all(line.as_bytes()).is_err() { unsafe { _exit(3) } }
        std::mem::forget(file);
    }
    fn json(text: &str) -> String {
        let limit = MESSAGE_BYTES.load(Ordering::Relaxed);
        let mut out = String::from("\"");
        for (count, c) in text.chars().enumerate() {
            if count >= limit { break; }
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                c if (c as u32) < 0x20 || c == '\u{7f}' => out.push(' '),
                c => out.push(c),
            }
        }
        out.push('"');
        out
    }
    fn report(index: usize, outcome: &str) {
        if unsafe { getpid() } != MAIN_PID.load(Ordering::SeqCst) { unsafe { _exit(0) } }
        write_line(&format!("[{},{}]\n", index, json(outcome)));
    }
    pub fn init(message_bytes: usize) {
        unsafe { STARTED = Some(Instant::now()); }
        MAIN_PID.store(unsafe { getpid() }, Ordering::SeqCst);
        MESSAGE_BYTES.store(message_bytes, Ordering::SeqCst);
        std::panic::set_hook(Box::new(|_| {}));
        std::thread::spawn(|| loop {
            std::thread::sleep(Duration::from_millis(2));
            let deadline = DEADLINE_MS.load(Ordering::SeqCst);
            // Taking the deadline decides the race with the test's own end: one of the two reports.
            if deadline != 0 && now_ms() >= deadline && DEADLINE_MS.compare_exchange(deadline, 0, Ordering::SeqCst, Ordering::SeqCst).is_ok() {
                write_line(&format!("[{},\"TIMEOUT\"]\n", INDEX.load(Ordering::SeqCst)));
                unsafe { _exit(0) }
            }
        });
    }
    pub fn run_test(index: usize, milliseconds: u64, test: fn()) {
        INDEX.store(index, Ordering::SeqCst);
        DEADLINE_MS.store(now_ms() + milliseconds.max(1), Ordering::SeqCst);
        let result = std::panic::catch_unwind(test);
        if DEADLINE_MS.swap(0, Ordering::SeqCst) == 0 {
            // The watchdog took the deadline: its TIMEOUT line and exit are under way.
            loop { std::thread::sleep(Duration::from_secs(1)); }
        }
        let outcome = match result {
            Ok(()) => String::from("pass"),
            Err(payload) => {
                if let Some(Failure(message)) = payload.downcast_ref::<Failure>() {
                    format!("FAIL: {}", message)
                } else if let Some(message) = payload.downcast_ref::<&str>() {
                    format!("ERROR: Panic: {}", message)
                } else if let Some(message) = payload.downcast_ref::<String>() {
                    format!("ERROR: Panic: {}", message)
                } else {
                    String::from("ERROR: Panic: a value that is not a message")
                }
            }
        };
        report(index, &outcome);
    }
}`;

/** Renders Rust units: the harness, one `mod job_<n>` per unit, and `main` dispatching on the unit number. */
export function renderRustBatch(units: readonly BatchUnit[]): RenderedBatch {
  const writer = new LineWriter();
  writer.write(RUST_PRELUDE);
  const spans: UnitSpan[] = [];
  for (const unit of units) {
    const [firstLine] = writer.write(`mod job_${unit.index} {\n#![allow(warnings)]`);
    const code = writer.write(unit.code);
    writer.write(unit.setup);
    const tests = unit.tests.map((test, index) => {
      writer.write(`fn execret_test_${index}() {`);
      const lines = writer.write(test);
      writer.write(';}');
      return lines;
    });
    const table = `let tests: [fn(); ${unit.tests.length}] = [${unit.tests.map((_, index) => `execret_test_${index}`).join(', ')}];`;
    const [, lastLine] = writer.write(`pub fn execret_run(start: usize, milliseconds: u64) {\n${table}\nfor i in start..tests.len() { crate::execret::run_test(i - start, milliseconds, tests[i]); }\n}\n}`);
    spans.push({ unit: unit.index, file: 'batch.rs', firstLine, lastLine, tests, code });
  }
  writer.write([
    'fn main() {',
    '    let args: Vec<String> = std::env::args().collect();',
    '    if args.len() < 5 { std::process::exit(2); }',
    '    let number = |index: usize| args[index].parse::<u64>().unwrap_or(0);',
    '    execret::init(number(4) as usize);',
    '    let (start, milliseconds) = (number(2) as usize, number(3));',
    '    match number(1) {',
    ...units.map((unit) => `        ${unit.index} => job_${unit.index}::execret_run(start, milliseconds),`),
    '        _ => std::process::exit(2),',
    '    }',
    '}',
  ].join('\n'));
  return { files: { 'batch.rs': writer.toString() }, spans };
}

/** rustup's `rustc` is a proxy: the real compiler is `<sysroot>/bin/rustc`, and the sandbox needs the whole sysroot. */
export function resolveRustCompiler(found: string): { compiler: string; exposeFolder: string } {
  const result = spawnSync(found, ['--print', 'sysroot'], { encoding: 'utf8', timeout: 30_000 });
  const sysroot = (result.stdout ?? '').trim();
  if (result.status !== 0 || sysroot === '') throw new ExecutionError(`rustc (${found}) failed to print its sysroot: ${(result.stderr ?? '').trim().slice(-300)}`);
  const compiler = join(sysroot, 'bin', 'rustc');
  return { compiler: existsSync(compiler) ? compiler : found, exposeFolder: sysroot };
}

/**
 * Rust on `rustc` (Debian package `rustc`; rustup's proxy is followed to its toolchain). Code is
 * top-level Rust 2021 items (`use` lines included); the standard library only. Tests are
 * statements in a function body using `assert!`, `assert_eq!` or `assert_ne!`: a failed assertion
 * is `FAIL: <message>` (`assertion \`left == right\` failed: left: 3, right: 2`), any other panic
 * `ERROR: Panic: <message>`. An abort (stack overflow, allocation failure) ends the process:
 * `ERROR: ProcessKilled: SIGABRT` for that test and the later ones.
 */
export const rustToolchain: CompiledToolchain = {
  language: 'rust',
  displayName: 'Rust',
  compiler: 'rustc',
  debianPackage: 'rustc',
  versionArgs: ['--version'],
  buildFingerprint: `flags-${RUST_FLAGS.join(' ')}|rust-harness-${RUST_HARNESS_VERSION}`,
  render: renderRustBatch,
  compileScript: (paths) => `"${paths.compiler}" ${RUST_FLAGS.join(' ')} -o artifact batch.rs`,
  runArgv: (_paths, artifactPath, unit, start, testMs, messageBytes) => [artifactPath, String(unit), String(start), String(testMs), String(messageBytes)],
  resolveCompiler: resolveRustCompiler,
  definesEntryPoint: (code, entryPoint) => new RegExp(`^(?:pub(?:\\([^)\\n]*\\))?[ \\t]+)?fn[ \\t]+${escapeRegExp(entryPoint)}\\b`, 'm').test(code),
};
