import { dirname, join } from 'node:path';
import { escapeRegExp, LineWriter, type BatchUnit, type CompiledToolchain, type RenderedBatch, type UnitSpan } from './compiled-toolchain.js';

/** Options of every JVM that runs a job (fast start, one GC thread); part of the runtime fingerprint. */
export const JAVA_RUN_FLAGS = ['-Xshare:auto', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-XX:-UsePerfData', '-XX:ActiveProcessorCount=1', '-Xss16m', '-Xmx256m', '-Xlog:disable', '-XX:+DisplayVMOutputToStderr'] as const;

/**
 * The JVM runs with the result pipe (fd 3) as its standard output: Java cannot open fd 3 itself
 * (reopening the pipe through /proc is refused to the job's uid, and reflection into java.io would
 * need an --add-opens that turns off part of class data sharing), and the JVM's own messages go to
 * standard error (`-Xlog:disable`, `-XX:+DisplayVMOutputToStderr`).
 */
const JAVA_LAUNCH = ['/bin/sh', '-c', 'exec "$0" "$@" >&3 3>&-'] as const;

/** Version of the Java harness below; part of the runtime fingerprint. */
const JAVA_HARNESS_VERSION = 5;

/** Classes every job file imports (besides the code's own imports). */
const DEFAULT_IMPORTS = ['import java.util.*;', 'import java.util.function.*;', 'import java.util.stream.*;', 'import static execret.Execret.*;'];

/** The harness: `check`, `assertEquals`, `assertTrue`, `assertFalse`, the per-test guard and watchdog, result lines on fd 3. */
const JAVA_HARNESS = String.raw`package execret;

import java.io.FileOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

public final class Execret {
  public interface Test { void run() throws Throwable; }
  public static final class Failure extends RuntimeException {
    public Failure(String message) { super(message, null, false, false); }
  }
  static int messageChars = 2000;
  static FileOutputStream results;
  static volatile long deadline = 0;
  static volatile int current = 0;

  public static void start(int messageCharacters) throws Exception {
    messageChars = messageCharacters;
    // The runner's shell made the result pipe this JVM's standard output; the job's own prints go nowhere.
    results = new FileOutputStream(java.io.FileDescriptor.out);
    System.setOut(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
    // An anonymous class, not a lambda: a lambda's bootstrap costs a JVM start tens of milliseconds.
    Thread watchdog = new Thread(new Runnable() {
      public void run() {
        while (true) {
          try { Thread.sleep(2); } catch (InterruptedException ignored) { }
          // Under the lock the test's own end cannot report in between: one of the two reports.
          synchronized (Execret.class) {
            long limit = deadline;
            if (limit != 0 && System.nanoTime() >= limit) {
              write(current, "TIMEOUT");
              Runtime.getRuntime().halt(0);
            }
          }
        }
      }
    });
    watchdog.setDaemon(true);
    watchdog.start();
  }

  static String quote(String text) {
    StringBuilder out = new StringBuilder("\"");
    int count = 0;
    for (int i = 0; i < text.length(); i++) {
      if (++count > messageChars) break;
      char c = text.charAt(i);
      if (c == '"') out.append("\\\"");
      else if (c == '\\') out.append("\\\\");
      else if (c < 0x20 || c == 0x7f) out.append(' ');
      else if (Character.isSurrogate(c)) out.append('?');
      else out.append(c);
    }
    return out.append('"').toString();
  }

  static synchronized void write(int index, String outcome) {
    try {
      results.write(("[" + index + "," + quote(outcome) + "]\n").getBytes(StandardCharsets.UTF_8));
      results.flush();
    } catch (Exception error) {
      Runtime.getRuntime().halt(3);
    }
  }

  static String show(Object value) {
    if (value == null) return "null";
    if (value instanceof String) return "\"" + value + "\"";
    if (value instanceof Object[]) return Arrays.deepToString((Object[]) value);
    if (value instanceof int[]) return Arrays.toString((int[]) value);
    if (value instanceof long[]) return Arrays.toString((long[]) value);
    if (value instanceof double[]) return Arrays.toString((double[]) value);
    if (value instanceof boolean[]) return Arrays.toString((boolean[]) value);
    if (value instanceof char[]) return Arrays.toString((char[]) value);
    return String.valueOf(value);
  }

  static boolean same(Object expected, Object actual) {
    if (expected instanceof Number && actual instanceof Number) {
      boolean floating = expected instanceof Double || expected instanceof Float || actual instanceof Double || actual instanceof Float;
      if (floating) return ((Number) expected).doubleValue() == ((Number) actual).doubleValue();
      return ((Number) expected).longValue() == ((Number) actual).longValue();
    }
    if (expected instanceof Character && actual instanceof Character) return expected.equals(actual);
    return Objects.deepEquals(expected, actual);
  }

  public static void check(boolean condition) { if (!condition) throw new Failure("check failed"); }
  public static void check(boolean condition, String message) { if (!condition) throw new Failure(message); }
  public static void assertTrue(boolean condition) { if (!condition) throw new Failure("expected true"); }
  public static void assertFalse(boolean condition) { if (condition) throw new Failure("expected false"); }
  public static void assertEquals(Object expected, Object actual) {
    if (!same(expected, actual)) throw new Failure("expected: <" + show(expected) + "> but was: <" + show(actual) + ">");
  }

  public static void run(int index, long milliseconds, Test test) {
    String outcome;
    current = index;
    deadline = System.nanoTime() + milliseconds * 1_000_000L;
    try {
      test.run();
      outcome = "pass";
    } catch (Failure failure) {
      outcome = "FAIL: " + failure.getMessage();
    } catch (AssertionError failure) {
      outcome = "FAIL: " + (failure.getMessage() == null ? "assertion failed" : failure.getMessage());
    } catch (Throwable error) {
      String message = error.getMessage();
      outcome = "ERROR: " + error.getClass().getName() + (message == null ? "" : ": " + message);
    }
    synchronized (Execret.class) {
      deadline = 0;
      write(index, outcome);
    }
  }
}
`;

const IMPORT = /^[ \t]*import[ \t]+(?:static[ \t]+)?[\w.]+(?:\.\*)?[ \t]*;[ \t]*$/gm;
const PACKAGE = /^[ \t]*package[ \t]+[\w.]+[ \t]*;[ \t]*$/m;

function hoistImports(text: string, imports: Set<string>): string {
  return text.replace(PACKAGE, '').replace(IMPORT, (line) => {
    imports.add(line.trim());
    return '';
  });
}

/** Renders Java units: the harness class, one class `Job_<n>` per unit (its own file), and `Main`. */
export function renderJavaBatch(units: readonly BatchUnit[]): RenderedBatch {
  const files: Record<string, string> = { 'Execret.java': JAVA_HARNESS };
  const spans: UnitSpan[] = [];
  for (const unit of units) {
    const imports = new Set<string>(DEFAULT_IMPORTS);
    const code = hoistImports(unit.code, imports);
    const setup = hoistImports(unit.setup, imports);
    const writer = new LineWriter();
    const [firstLine] = writer.write(`${[...imports].join('\n')}\n\npublic class Job_${unit.index} {`);
    const codeLines = writer.write(code);
    writer.write(setup);
    writer.write('static void execretRun(int start, long milliseconds) {\nexecret.Execret.Test[] tests = {');
    const tests = unit.tests.map((test) => {
      // Anonymous classes, not lambdas (whose bootstrap is slow at JVM start).
      writer.write('new execret.Execret.Test() { public void run() throws Throwable {');
      const lines = writer.write(test);
      writer.write('}},');
      return lines;
    });
    const [, lastLine] = writer.write('};\nfor (int i = start; i < tests.length; i++) execret.Execret.run(i - start, milliseconds, tests[i]);\n}\n}');
    const file = `Job_${unit.index}.java`;
    files[file] = writer.toString();
    spans.push({ unit: unit.index, file, firstLine, lastLine, tests, code: codeLines });
  }
  files['Main.java'] = [
    'public class Main {',
    '  public static void main(String[] args) throws Exception {',
    '    if (args.length < 4) System.exit(2);',
    '    execret.Execret.start(Integer.parseInt(args[3]));',
    '    int start = Integer.parseInt(args[1]);',
    '    long milliseconds = Long.parseLong(args[2]);',
    '    switch (Integer.parseInt(args[0])) {',
    ...units.map((unit) => `      case ${unit.index}: Job_${unit.index}.execretRun(start, milliseconds); break;`),
    '      default: System.exit(2);',
    '    }',
    '    System.out.flush();',
    '    Runtime.getRuntime().halt(0);',
    '  }',
    '}',
    '',
  ].join('\n');
  return { files, spans };
}

/**
 * Java on `javac`/`java` (Debian package `default-jdk-headless`). Code is the members of a class
 * (static methods, static nested classes), with its `import` lines (java.util.*,
 * java.util.function.* and java.util.stream.* are imported anyway); tests are statements in a
 * method body using `assertEquals(expected, actual)` (numbers compare by value, arrays deeply),
 * `assertTrue`, `assertFalse`, `check(condition)` or `assert` (an `AssertionError` is a failure).
 * A failed assertion is `FAIL: <message>` (`expected: <3> but was: <-1>`), an exception
 * `ERROR: <class name>: <message>`. One `javac` run compiles a batch (a class per job); each job
 * runs in a JVM of its own, started for fast start-up.
 */
export const javaToolchain: CompiledToolchain = {
  language: 'java',
  displayName: 'Java',
  compiler: 'javac',
  programs: { java: 'java' },
  debianPackage: 'default-jdk-headless',
  versionArgs: ['-version'],
  // The JVM reserves address space (heap, class space, code cache) far beyond what it uses.
  addressSpaceAllowanceBytes: 2 * 1024 * 1024 * 1024,
  buildFingerprint: `javac-g-none-stringconcat-inline|java-${JAVA_RUN_FLAGS.join(' ')}|as-allowance-2GiB|java-harness-${JAVA_HARNESS_VERSION}`,
  render: renderJavaBatch,
  compileScript: (paths) => {
    const jar = join(dirname(paths.compiler), 'jar');
    return [
      'mkdir classes',
      `"${paths.compiler}" -J-Xmx1g -J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=1 -J-Xshare:auto -nowarn -g:none -XDstringConcat=inline -encoding UTF-8 -Xmaxerrs 100000 -d classes *.java`,
      `"${jar}" -J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=1 --create --file artifact -C classes .`,
    ].join(' && ');
  },
  runArgv: (paths, artifactPath, unit, start, testMs, messageBytes) => [...JAVA_LAUNCH, paths.programs['java'] as string, ...JAVA_RUN_FLAGS, '-cp', artifactPath, 'Main', String(unit), String(start), String(testMs), String(messageBytes)],
  definesEntryPoint: (code, entryPoint) => new RegExp(`^[ \\t]*(?:(?:public|private|protected|static|final|synchronized)[ \\t]+)*[\\w<>[\\],.? \\t]*?[\\w>\\]][ \\t]+${escapeRegExp(entryPoint)}[ \\t]*\\(`, 'm').test(code),
};
