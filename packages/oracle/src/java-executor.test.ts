import { describe, expect, it } from '@jest/globals';
import { useHostileEnvironment } from './__fixtures__/hostile-environment.js';
import type { ExecutionJob } from './executor.js';
import { JavaExecutor as sut } from './java-executor.js';

const environment = useHostileEnvironment('java', () => new sut({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 1000, memoryBytes: 256 * 1024 ** 2 } }));
const { secretName, privateFile } = environment;

const add = 'import java.util.HashMap;\n\nstatic long add(long a, long b) {\n    return a + b;\n}\n';

describe(sut.name, () => {
  it('compiles good, failing, hanging, non-compiling and hostile jobs in one batch, each with its own verdict', async () => {
    const jobs: ExecutionJob[] = [
      { code: add, tests: ['assertEquals(3, add(1, 2));', 'check(add(0, 0) == 0);', 'assertEquals(0, new HashMap<String, Integer>().size());'] },
      { code: add.replace('a + b', 'a - b'), tests: ['assertEquals(3, add(1, 2));', 'assertTrue(add(2, 0) == 2);', 'if (add(1, 1) != 2) throw new IllegalStateException("one and one");'] },
      { code: add, tests: ['while (true) {}', 'assertEquals(2, add(1, 1));', 'for (;;) { Thread.onSpinWait(); }', 'check(true);'] },
      { code: add.replace('a + b', 'a + undefinedName'), tests: ['assertEquals(3, add(1, 2));'] },
      { code: add, tests: ['int[] v = new int[0]; int x = v[3];', 'Object o = null; o.toString();', 'System.exit(0);', 'check(true);'] },
      {
        code: 'import java.nio.file.*;\nimport java.net.*;\n',
        tests: [
          `assertEquals(null, System.getenv("${secretName}"));`,
          `try { Files.readString(Path.of("${privateFile}")); check(false); } catch (java.io.IOException expected) { }`,
          `try (Socket socket = new Socket("127.0.0.1", ${environment.listener.port})) { check(false); } catch (java.io.IOException expected) { }`,
          'try { Files.writeString(Path.of("/etc/execret-escape"), "x"); check(false); } catch (java.io.IOException expected) { }',
        ],
      },
      { code: '', tests: ['while (true) { try { new ProcessBuilder("/bin/sh", "-c", "sleep 100").start(); } catch (Exception ignored) { } }', 'check(true);'] },
      { code: '', tests: ['List<long[]> hog = new ArrayList<>(); while (true) hog.add(new long[1 << 24]);', 'check(true);'] },
      { code: '', tests: ['for (long i = 0; i < 100_000_000L; i++) System.out.println("flood flood flood flood");', 'check(true);'] },
    ];
    const verdicts = await Promise.all(jobs.map((job) => environment.executor.execute(job)));
    expect(verdicts.map((verdict) => verdict.testResults)).toEqual([
      ['pass', 'pass', 'pass'],
      ['FAIL: expected: <3> but was: <-1>', 'pass', 'ERROR: java.lang.IllegalStateException: one and one'],
      ['TIMEOUT', 'pass', 'TIMEOUT', 'pass'],
      [expect.stringMatching(/^ERROR: CompileError: Job_\d+\.java:\d+: error: cannot find symbol/)],
      ['ERROR: java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 0', expect.stringMatching(/^ERROR: java\.lang\.NullPointerException/), 'ERROR: ProcessExited: exit code 0', 'ERROR: ProcessExited: exit code 0'],
      ['pass', 'pass', 'pass', 'pass'],
      // Past the process limit the JVM cannot start a process-reaper thread: an error, or the loop runs out its time.
      [expect.stringMatching(/^(TIMEOUT|ERROR: java\.lang\.OutOfMemoryError: unable to create native thread)/), 'pass'],
      ['ERROR: java.lang.OutOfMemoryError: Java heap space', 'pass'],
      [expect.stringMatching(/^(pass|TIMEOUT)$/), 'pass'],
    ]);
    expect(environment.listener.connections).toBe(0);
    expect(environment.executor.compileRuns).toBeLessThanOrEqual(4);
  });

  it('checks that a job compiles and defines its entry point (gate G2), and fingerprints the compiler version', async () => {
    const [good, broken, missing] = await Promise.all([
      environment.executor.checkSyntax({ code: add, tests: ['assertEquals(3, add(1, 2));'], entryPoint: 'add' }),
      environment.executor.checkSyntax({ code: add, tests: ['assertEquals(3, add(1, 2, 3));'], entryPoint: 'add' }),
      environment.executor.checkSyntax({ code: add, tests: ['check(true);'], entryPoint: 'subtract' }),
    ]);
    expect(good).toEqual({ status: 'ok' });
    expect(broken).toMatchObject({ status: 'invalid', problems: [{ part: 'test', testIndex: 0, message: expect.stringMatching(/^ERROR: CompileError: Job_0\.java:\d+: error: /) }] });
    expect(missing).toMatchObject({ status: 'invalid', problems: [{ part: 'entry-point' }] });
    expect((await environment.executor.describeRuntime()).fingerprint).toMatch(/^java\/javac-javac \d+[^|]*\|java-openjdk version "\d+/);
  });
});
