import { describe, expect, it } from '@jest/globals';
import { useHostileEnvironment } from './__fixtures__/hostile-environment.js';
import type { ExecutionJob } from './executor.js';
import { RustExecutor as sut } from './rust-executor.js';

const environment = useHostileEnvironment('rust', () => new sut({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 1000, memoryBytes: 256 * 1024 ** 2 } }));
const { secretName, privateFile } = environment;

const add = 'use std::collections::HashMap;\n\nfn add(a: i64, b: i64) -> i64 {\n    a + b\n}\n';

describe(sut.name, () => {
  it('compiles good, failing, hanging, non-compiling and hostile jobs in one batch, each with its own verdict', async () => {
    const jobs: ExecutionJob[] = [
      { code: add, tests: ['assert_eq!(add(1, 2), 3);', 'assert!(add(0, 0) == 0);', 'let m: HashMap<i64, i64> = HashMap::new(); assert_eq!(m.len(), 0);'] },
      { code: add.replace('a + b', 'a - b'), tests: ['assert_eq!(add(1, 2), 3);', 'assert!(add(2, 0) == 2);', 'assert!(add(1, 1) == 2, "one and one");'] },
      { code: add, tests: ['loop {}', 'assert_eq!(add(1, 1), 2);', 'loop { std::hint::spin_loop(); }', 'assert!(true);'] },
      { code: add.replace('a + b', 'a + undefined_name'), tests: ['assert_eq!(add(1, 2), 3);'] },
      { code: add, tests: ['let v: Vec<i64> = vec![]; let _ = v[3];', 'let x: Option<i64> = None; x.unwrap();', 'panic!("boom {}", 7);', 'assert!(true);'] },
      {
        code: 'use std::io::Read;\n',
        tests: [
          `assert!(std::env::var("${secretName}").is_err());`,
          `assert!(std::fs::read_to_string("${privateFile}").is_err());`,
          `assert!(std::net::TcpStream::connect("127.0.0.1:${environment.listener.port}").is_err());`,
          'assert!(std::fs::write("/etc/execret-escape", "x").is_err());',
        ],
      },
      { code: '', tests: ['loop { let _ = std::process::Command::new("/bin/sh").arg("-c").arg("sleep 100").spawn(); }', 'assert!(true);'] },
      { code: '', tests: ['let mut hog: Vec<Vec<u8>> = Vec::new(); loop { hog.push(Vec::with_capacity(1 << 26)); }', 'assert!(true);'] },
      { code: '', tests: ['for _ in 0..100_000_000u64 { println!("flood flood flood flood"); }', 'assert!(true);'] },
    ];
    const verdicts = await Promise.all(jobs.map((job) => environment.executor.execute(job)));
    expect(verdicts.map((verdict) => verdict.testResults)).toEqual([
      ['pass', 'pass', 'pass'],
      ['FAIL: assertion `left == right` failed: left: -1, right: 3', 'pass', 'FAIL: one and one'],
      ['TIMEOUT', 'pass', 'TIMEOUT', 'pass'],
      [expect.stringMatching(/^ERROR: CompileError: error\[E0425\]: cannot find value `undefined_name` in this scope/)],
      [expect.stringMatching(/^ERROR: Panic: index out of bounds/), expect.stringMatching(/^ERROR: Panic: called `Option::unwrap\(\)` on a `None` value/), 'ERROR: Panic: boom 7', 'pass'],
      ['pass', 'pass', 'pass', 'pass'],
      ['TIMEOUT', 'pass'],
      ['ERROR: ProcessKilled: SIGABRT', 'ERROR: ProcessKilled: SIGABRT'],
      [expect.stringMatching(/^(pass|TIMEOUT)$/), 'pass'],
    ]);
    expect(environment.listener.connections).toBe(0);
    expect(environment.executor.compileRuns).toBeLessThanOrEqual(4);
  });

  it('rejects a job aborted while it waits for its compilation', async () => {
    const controller = new AbortController();
    const pending = environment.executor.execute({ code: add.replace('a + b', 'a + b + 0'), tests: ['assert!(true);'] }, { abortSignal: controller.signal });
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('checks that a job compiles and defines its entry point (gate G2), and fingerprints the compiler version', async () => {
    const [good, broken, missing] = await Promise.all([
      environment.executor.checkSyntax({ code: add, tests: ['assert_eq!(add(1, 2), 3);'], entryPoint: 'add' }),
      environment.executor.checkSyntax({ code: add, tests: ['assert_eq!(add(1, 2, 3), 3);'], entryPoint: 'add' }),
      environment.executor.checkSyntax({ code: add, tests: ['assert!(true);'], entryPoint: 'subtract' }),
    ]);
    expect(good).toEqual({ status: 'ok' });
    expect(broken).toMatchObject({ status: 'invalid', problems: [{ part: 'test', testIndex: 0, message: expect.stringMatching(/^ERROR: CompileError: error\[E0061\]/) }] });
    expect(missing).toMatchObject({ status: 'invalid', problems: [{ part: 'entry-point' }] });
    expect((await environment.executor.describeRuntime()).fingerprint).toMatch(/^rust\/rustc-rustc \d+\.\d+/);
  });
});
