import { describe, expect, it } from '@jest/globals';
import { useHostileEnvironment } from './__fixtures__/hostile-environment.js';
import type { ExecutionJob } from './executor.js';
import { GoExecutor as sut } from './go-executor.js';

const environment = useHostileEnvironment('go', () => new sut({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 1000, memoryBytes: 512 * 1024 ** 2 } }), 600_000);
const { secretName, privateFile } = environment;

const add = 'package main\n\nimport "strings"\n\nfunc add(a, b int64) int64 {\n\treturn a + b\n}\n\nfunc shout(s string) string { return strings.ToUpper(s) }\n';

describe(sut.name, () => {
  it('compiles good, failing, hanging, non-compiling and hostile jobs in one batch, each with its own verdict', async () => {
    const setup = 'import (\n\t"net"\n\t"os"\n\t"os/exec"\n)\n\nvar _ = net.Dial\nvar _ = os.Getenv\nvar _ = exec.Command\n';
    const jobs: ExecutionJob[] = [
      { code: add, tests: ['assertEqual(add(1, 2), 3)', 'assertTrue(add(0, 0) == 0)', 'assertEqual(shout("a"), "A")'] },
      { code: add.replace('a + b', 'a - b'), tests: ['assertEqual(add(1, 2), 3)', 'assertTrue(add(2, 0) == 2)', 'if got := add(1, 1); got != 2 { panic("one and one") }'] },
      { code: add, tests: ['for {}', 'assertEqual(add(1, 1), 2)', 'select {}', 'assertTrue(true)'] },
      { code: add.replace('a + b', 'a + undefinedName'), tests: ['assertEqual(add(1, 2), 3)'] },
      { code: add, tests: ['var v []int; _ = v[3]', 'var m map[string]int; m["x"] = 1', 'assertTrue(true)'] },
      {
        code: add,
        testSetup: setup,
        tests: [
          `assertEqual(os.Getenv("${secretName}"), "")`,
          `_, err := os.ReadFile("${privateFile}"); assertTrue(err != nil)`,
          `_, err := net.Dial("tcp", "127.0.0.1:${environment.listener.port}"); assertTrue(err != nil)`,
          'assertTrue(os.WriteFile("/etc/execret-escape", []byte("x"), 0o644) != nil)',
        ],
      },
      { code: add, testSetup: setup, tests: ['for { _ = exec.Command("/bin/sh", "-c", "sleep 100").Start() }', 'assertTrue(true)'] },
      { code: add, tests: ['hog := [][]byte{}; for { hog = append(hog, make([]byte, 1<<26)); hog[len(hog)-1][0] = 1 }', 'assertTrue(true)'] },
      { code: add, testSetup: setup, tests: ['for i := 0; i < 100000000; i++ { os.Stdout.WriteString("flood flood flood flood\\n") }', 'assertTrue(true)'] },
    ];
    const verdicts = await Promise.all(jobs.map((job) => environment.executor.execute(job)));
    expect(verdicts.map((verdict) => verdict.testResults)).toEqual([
      ['pass', 'pass', 'pass'],
      ['FAIL: assertEqual failed: got -1, want 3', 'pass', 'ERROR: string: one and one'],
      ['TIMEOUT', 'pass', 'TIMEOUT', 'pass'],
      [expect.stringMatching(/^ERROR: CompileError: job_\d+\.go:\d+:\d+: undefined: undefinedName/)],
      ['ERROR: runtime.boundsError: runtime error: index out of range [3] with length 0', 'ERROR: runtime.plainError: assignment to entry in nil map', 'pass'],
      ['pass', 'pass', 'pass', 'pass'],
      // Past the process limit the Go runtime cannot start a thread and exits (status 2): no breach either way.
      [expect.stringMatching(/^(TIMEOUT|ERROR: ProcessExited: exit code 2)$/), expect.stringMatching(/^(pass|ERROR: ProcessExited: exit code 2)$/)],
      [expect.stringMatching(/^(ERROR: ProcessExited: exit code 2|ERROR: ProcessKilled: )/), expect.stringMatching(/^ERROR: Process/)],
      [expect.stringMatching(/^(pass|TIMEOUT)$/), 'pass'],
    ]);
    expect(environment.listener.connections).toBe(0);
    expect(environment.executor.compileRuns).toBeLessThanOrEqual(4);
  }, 600_000);

  it('checks that a job compiles and defines its entry point (gate G2), and fingerprints the compiler version', async () => {
    const [good, broken, missing] = await Promise.all([
      environment.executor.checkSyntax({ code: add, tests: ['assertEqual(add(1, 2), 3)'], entryPoint: 'add' }),
      environment.executor.checkSyntax({ code: add, tests: ['assertEqual(add(1, 2, 3), 3)'], entryPoint: 'add' }),
      environment.executor.checkSyntax({ code: add, tests: ['assertTrue(true)'], entryPoint: 'subtract' }),
    ]);
    expect(good).toEqual({ status: 'ok' });
    expect(broken).toMatchObject({ status: 'invalid', problems: [{ part: 'test', testIndex: 0, message: expect.stringMatching(/^ERROR: CompileError: .*too many arguments/) }] });
    expect(missing).toMatchObject({ status: 'invalid', problems: [{ part: 'entry-point' }] });
    expect((await environment.executor.describeRuntime()).fingerprint).toMatch(/^go\/go-compile version go\d+\.\d+/);
  });
});
