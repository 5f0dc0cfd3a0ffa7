import { describe, expect, it } from '@jest/globals';
import { useHostileEnvironment } from './__fixtures__/hostile-environment.js';
import { CompiledLanguageExecutor } from './compiled-language-executor.js';
import { CppExecutor as sut } from './cpp-executor.js';
import { cppToolchain } from './cpp-toolchain.js';
import type { ExecutionJob } from './executor.js';

const environment = useHostileEnvironment('cpp', () => new sut({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs: 1000, memoryBytes: 256 * 1024 ** 2 } }));
const { nonce, secretName, privateFile } = environment;

const add = '#include <vector>\nusing namespace std;\nint add(int a, int b) {\n  return a + b;\n}\n';

describe(sut.name, () => {
  it('compiles good, failing, hanging, non-compiling and hostile jobs in one batch, each with its own verdict', async () => {
    const jobs: ExecutionJob[] = [
      { code: add, tests: ['CHECK_EQ(add(1, 2), 3);', 'assert(add(0, 0) == 0);', 'CHECK(vector<int>{add(1, 1)} == vector<int>{2});'] },
      { code: add.replace('a + b', 'a - b'), tests: ['CHECK_EQ(add(1, 2), 3);', 'assert(add(2, 0) == 2);', 'assert(add(1, 1) == 2);'] },
      { code: add, tests: ['while (true) {}', 'CHECK_EQ(add(1, 1), 2);', 'for (;;) {}', 'CHECK(true);'] },
      { code: add.replace('return a + b;', 'return a + undefined_name;'), tests: ['CHECK_EQ(add(1, 2), 3);'] },
      { code: add, tests: ['std::vector<int> v; v.at(3);', 'throw 42;', 'int* p = nullptr; *p = 1;', 'CHECK(true);'] },
      {
        code: '#include <cstdlib>\n#include <fstream>\n#include <sys/socket.h>\n#include <netinet/in.h>\n#include <arpa/inet.h>\n',
        tests: [
          `CHECK(std::getenv("${secretName}") == nullptr);`,
          `std::ifstream in("${privateFile}"); std::string s; in >> s; CHECK(s != "hunter2");`,
          `int fd = socket(AF_INET, SOCK_STREAM, 0); sockaddr_in a{}; a.sin_family = AF_INET; a.sin_port = htons(${environment.listener.port}); inet_pton(AF_INET, "127.0.0.1", &a.sin_addr); CHECK(connect(fd, (sockaddr*)&a, sizeof a) != 0);`,
          'std::ofstream out("/etc/execret-escape"); CHECK(!out.good());',
        ],
      },
      { code: '#include <unistd.h>\n', tests: ['for (;;) fork();', 'CHECK(true);'] },
      { code: '', tests: ['std::vector<std::unique_ptr<char[]>> hog; for (;;) hog.emplace_back(new char[std::size_t{1} << 26]);', 'CHECK(true);'] },
      { code: '#include <cstdio>\n', tests: ['for (long i = 0; i < 100000000; ++i) std::puts("flood flood flood flood");', 'CHECK(true);'] },
    ];
    const verdicts = await Promise.all(jobs.map((job) => environment.executor.execute(job)));
    expect(verdicts.map((verdict) => verdict.testResults)).toEqual([
      ['pass', 'pass', 'pass'],
      ['FAIL: CHECK_EQ(add(1, 2), 3) failed: -1 != 3', 'pass', 'FAIL: assert(add(1, 1) == 2) failed'],
      ['TIMEOUT', 'pass', 'TIMEOUT', 'pass'],
      [expect.stringMatching(/^ERROR: CompileError: job_0\.cpp:5:\d+: error: 'undefined_name' was not declared in this scope/)],
      [expect.stringMatching(/^ERROR: std::out_of_range: vector::_M_range_check/), 'ERROR: int: a value of type int was thrown', 'ERROR: ProcessKilled: SIGSEGV', 'ERROR: ProcessKilled: SIGSEGV'],
      ['pass', 'pass', 'pass', 'pass'],
      ['TIMEOUT', 'pass'],
      ['ERROR: std::bad_alloc: std::bad_alloc', 'pass'],
      [expect.stringMatching(/^(pass|TIMEOUT)$/), 'pass'],
    ]);
    expect(environment.listener.connections).toBe(0);
    // One batch for the jobs that compile, and the one that does not alone, whatever the split.
    expect(environment.executor.compileRuns).toBeLessThanOrEqual(4);
  });

  it('names the Debian package of a compiler that is missing', async () => {
    const missing = new CompiledLanguageExecutor({ ...cppToolchain, compiler: `g++-execret-missing-${nonce}` }, { sandbox: 'bwrap' });
    try {
      await expect(missing.execute({ code: add, tests: ['CHECK(true);'] })).rejects.toThrow(/not found on PATH; install the Debian package "g\+\+"/);
      expect(() => missing.compilerVersion()).toThrow(/apt-get install g\+\+/);
    } finally {
      await missing.dispose();
    }
  });

  it('checks that a job compiles and defines its entry point (gate G2), and fingerprints the compiler version', async () => {
    const [good, broken, missing] = await Promise.all([
      environment.executor.checkSyntax({ code: add, tests: ['CHECK_EQ(add(1, 2), 3);'], entryPoint: 'add' }),
      environment.executor.checkSyntax({ code: add, tests: ['CHECK_EQ(add(1, 2, 3), 3);'], entryPoint: 'add' }),
      environment.executor.checkSyntax({ code: add, tests: ['CHECK(true);'], entryPoint: 'subtract' }),
    ]);
    expect(good).toEqual({ status: 'ok' });
    expect(broken).toMatchObject({ status: 'invalid', problems: [{ part: 'test', testIndex: 0, message: expect.stringMatching(/^ERROR: CompileError: .*too many arguments/) }] });
    expect(missing).toMatchObject({ status: 'invalid', problems: [{ part: 'entry-point' }] });
    expect((await environment.executor.describeRuntime()).fingerprint).toMatch(/^cpp\/g\+\+-g\+\+ .*\d+\.\d+/);
  });
});
