import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeRegExp, LineWriter, type BatchUnit, type CompiledToolchain, type RenderedBatch, type UnitSpan } from './compiled-toolchain.js';
import { ExecutionError } from './execution-error.js';

/**
 * The standard packages Go jobs may import (with their dependencies), compiled once per machine
 * into execret's own Go build cache (never the user's) and handed to every compilation.
 */
export const GO_PACKAGES = [
  'bufio', 'bytes', 'cmp', 'container/heap', 'container/list', 'container/ring', 'encoding/binary', 'encoding/hex', 'encoding/json',
  'errors', 'fmt', 'hash/fnv', 'io', 'iter', 'maps', 'math', 'math/big', 'math/bits', 'math/rand', 'net', 'os', 'os/exec', 'reflect',
  'regexp', 'slices', 'sort', 'strconv', 'strings', 'sync', 'sync/atomic', 'time', 'unicode', 'unicode/utf8',
] as const;

/** Version of the Go harness below; part of the runtime fingerprint. */
const GO_HARNESS_VERSION = 1;

/** The harness package `execret`: assertions, the per-test guard (recover) and limit (time.AfterFunc), result lines on fd 3. */
const GO_HARNESS = String.raw`package execret

import (
	"fmt"
	"os"
	"reflect"
	"strings"
	"time"
)

type Failure struct{ Message string }

var MessageBytes = 2000
var results = os.NewFile(3, "results")

func quote(text string) string {
	var out strings.Builder
	out.WriteByte('"')
	count := 0
	for _, r := range text {
		count++
		if count > MessageBytes {
			break
		}
		switch {
		case r == '"':
			out.WriteString("\\\"")
		case r == '\\':
			out.WriteString("\\\\")
		case r < 0x20 || r == 0x7f:
			out.WriteByte(' ')
		case r == 0xfffd:
			out.WriteByte('?')
		default:
			out.WriteRune(r)
		}
	}
	out.WriteByte('"')
	return out.String()
}

func writeLine(index int, outcome string) {
	if _, err := results.WriteString(fmt.Sprintf("[%d,%s]\n", index, quote(outcome))); err != nil {
		os.Exit(3)
	}
}

func guarded(test func()) (outcome string) {
	defer func() {
		if recovered := recover(); recovered != nil {
			if failure, ok := recovered.(Failure); ok {
				outcome = "FAIL: " + failure.Message
			} else {
				outcome = fmt.Sprintf("ERROR: %T: %v", recovered, recovered)
			}
		}
	}()
	test()
	return "pass"
}

func RunTest(index int, milliseconds int64, test func()) {
	timer := time.AfterFunc(time.Duration(milliseconds)*time.Millisecond, func() {
		writeLine(index, "TIMEOUT")
		os.Exit(0)
	})
	outcome := guarded(test)
	if !timer.Stop() {
		// The limit fired meanwhile: its TIMEOUT line and exit are under way.
		select {}
	}
	writeLine(index, outcome)
}

func AssertEqual(actual, expected any) {
	if !reflect.DeepEqual(actual, expected) && actual != nil && expected != nil {
		// An untyped constant (assertEqual(f(), 2)) takes the type of the value it is compared with.
		from, to := reflect.ValueOf(expected), reflect.TypeOf(actual)
		if from.Type() != to && from.Type().ConvertibleTo(to) && from.Kind() != reflect.String && to.Kind() != reflect.String {
			if reflect.DeepEqual(actual, from.Convert(to).Interface()) {
				return
			}
		}
	}
	if !reflect.DeepEqual(actual, expected) {
		panic(Failure{fmt.Sprintf("assertEqual failed: got %#v, want %#v", actual, expected)})
	}
}

func AssertTrue(condition bool, message string) {
	if !condition {
		panic(Failure{message})
	}
}
`;

const IMPORT_BLOCK = /^import[ \t]*\(([^)]*)\)[ \t]*$/gm;
const IMPORT_LINE = /^import[ \t]+((?:[A-Za-z_.]\w*[ \t]+)?"[^"\n]*")[ \t]*(?:\/\/.*)?$/gm;
const PACKAGE_LINE = /^[ \t]*package[ \t]+\w+[ \t]*$/m;

/** Moves the import declarations of `text` into `imports`, leaving blank lines in their place (line numbers stay). */
function hoistImports(text: string, imports: Set<string>): string {
  const blank = (match: string): string => '\n'.repeat(match.split('\n').length - 1);
  return text
    .replace(PACKAGE_LINE, '')
    .replace(IMPORT_BLOCK, (match, body: string) => {
      for (const line of body.split('\n')) {
        const spec = line.replace(/\/\/.*$/, '').trim();
        if (spec !== '') imports.add(spec);
      }
      return blank(match);
    })
    .replace(IMPORT_LINE, (match, spec: string) => {
      imports.add(spec.trim());
      return blank(match);
    });
}

/** Renders Go units: the harness package, one package `job_<n>` per unit (one file each), and `main`. */
export function renderGoBatch(units: readonly BatchUnit[]): RenderedBatch {
  const files: Record<string, string> = { 'execret.go': GO_HARNESS };
  const spans: UnitSpan[] = [];
  for (const unit of units) {
    const imports = new Set<string>();
    const code = hoistImports(unit.code, imports);
    const setup = hoistImports(unit.setup, imports);
    const writer = new LineWriter();
    const [firstLine] = writer.write(`package job_${unit.index}\n\nimport (\n\texecret_harness "execret"\n${[...imports].sort().map((spec) => `\t${spec}`).join('\n')}\n)`);
    const codeLines = writer.write(code);
    writer.write(setup);
    writer.write('func assertEqual(actual, expected any) { execret_harness.AssertEqual(actual, expected) }');
    writer.write('func assertTrue(condition bool) { execret_harness.AssertTrue(condition, "assertTrue failed") }');
    writer.write('var execretTests = []func(){');
    const tests = unit.tests.map((test) => {
      writer.write('func() {');
      const lines = writer.write(test);
      writer.write('},');
      return lines;
    });
    const [, lastLine] = writer.write('}\n\nfunc ExecretRun(start int, milliseconds int64) {\n\tfor i := start; i < len(execretTests); i++ {\n\t\texecret_harness.RunTest(i-start, milliseconds, execretTests[i])\n\t}\n}');
    const file = `job_${unit.index}.go`;
    files[file] = writer.toString();
    spans.push({ unit: unit.index, file, firstLine, lastLine, tests, code: codeLines });
  }
  files['main.go'] = [
    'package main',
    '',
    'import (',
    '\t"os"',
    '\t"strconv"',
    '\texecret_harness "execret"',
    ...units.map((unit) => `\tjob_${unit.index} "job_${unit.index}"`),
    ')',
    '',
    'func main() {',
    '\tif len(os.Args) < 5 {',
    '\t\tos.Exit(2)',
    '\t}',
    '\tnumber := func(index int) int { value, _ := strconv.Atoi(os.Args[index]); return value }',
    '\texecret_harness.MessageBytes = number(4)',
    '\tstart, milliseconds := number(2), int64(number(3))',
    '\tswitch number(1) {',
    ...units.map((unit) => `\tcase ${unit.index}:\n\t\tjob_${unit.index}.ExecretRun(start, milliseconds)`),
    '\tdefault:',
    '\t\tos.Exit(2)',
    '\t}',
    '}',
    '',
  ].join('\n');
  // The compile script reads the unit count from here.
  files['units.txt'] = `${units.map((unit) => unit.index).join(' ')}\n`;
  return { files, spans };
}

/** Where the Go toolchain's tools and execret's compiled standard packages are. */
interface GoSetup {
  toolFolder: string;
  importConfig: string;
}

/** The folder of execret's Go build cache: under /var/tmp, readable by the sandbox's job users, never the user's own cache. */
export function goCacheFolder(): string {
  const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
  return `/var/tmp/execret-go-cache-${uid}`;
}

/**
 * Finds the tools of the `go` found on PATH and compiles {@link GO_PACKAGES} into execret's Go
 * build cache (once per machine; later calls reuse the cache), writing an import configuration
 * that maps each package to its compiled archive.
 */
function prepareGo(go: string): GoSetup {
  const cache = goCacheFolder();
  mkdirSync(cache, { recursive: true, mode: 0o755 });
  chmodSync(cache, 0o755);
  const env = { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: cache, GOCACHE: join(cache, 'build'), CGO_ENABLED: '0', GOFLAGS: '', GO111MODULE: 'off', GOTOOLCHAIN: 'local' };
  const toolFolder = spawnSync(go, ['env', 'GOTOOLDIR'], { encoding: 'utf8', env, timeout: 30_000 });
  if (toolFolder.status !== 0) throw new ExecutionError(`go env GOTOOLDIR failed: ${(toolFolder.stderr ?? '').trim().slice(-300)}`);
  const listing = spawnSync(go, ['list', '-export', '-deps', '-f', '{{if .Export}}packagefile {{.ImportPath}}={{.Export}}{{end}}', ...GO_PACKAGES], { encoding: 'utf8', env, timeout: 20 * 60_000, maxBuffer: 16 * 1024 * 1024 });
  if (listing.status !== 0) throw new ExecutionError(`compiling the Go standard packages for execret failed: ${(listing.stderr ?? '').trim().slice(-500)}`);
  const importConfig = join(cache, 'importcfg');
  const temporary = `${importConfig}.${process.pid}.tmp`;
  writeFileSync(temporary, listing.stdout, { mode: 0o644 });
  spawnSync('chmod', ['-R', 'go+rX', cache]);
  spawnSync('mv', ['-f', temporary, importConfig]);
  return { toolFolder: toolFolder.stdout.trim(), importConfig };
}

/**
 * A Go toolchain (`go` from Debian's `golang-go` or go.dev). Code is top-level Go declarations
 * (a `package` line is dropped, `import` declarations are kept); tests are statements in a
 * function body, e.g. `assertEqual(f(1), 2)` (reflect.DeepEqual; an untyped constant is converted
 * to the type of the value it is compared with), `assertTrue(cond)`, or
 * `if got := f(1); got != 2 { panic("…") }`. A failed assertion is `FAIL: <message>`, another panic
 * `ERROR: <Go type of the value>: <value>` (`ERROR: runtime.boundsError: runtime error: index out of
 * range [3] with length 0`). Tests may use packages the test setup imports; `assertEqual`,
 * `assertTrue`, `execretTests` and `ExecretRun` are taken. Importable packages: {@link GO_PACKAGES}
 * and their dependencies. Each job is a package of its own; one compile run builds every package
 * of the batch with the toolchain's `compile` and `link` tools (no `go build`, no `go vet`).
 */
export function createGoToolchain(): CompiledToolchain {
  let setup: GoSetup | undefined;
  const prepared = (): GoSetup => {
    if (setup === undefined) throw new ExecutionError('the Go toolchain was not resolved yet');
    return setup;
  };
  return {
    language: 'go',
    displayName: 'Go',
    compiler: 'go',
    debianPackage: 'golang-go',
    addressSpaceAllowanceBytes: 1024 * 1024 * 1024,
    versionArgs: ['-V'],
    buildFingerprint: `go-tools-compile-link-s-w|as-allowance-1GiB|packages-${GO_PACKAGES.length}|go-harness-${GO_HARNESS_VERSION}`,
    render: renderGoBatch,
    compileScript: (paths) => {
      const { importConfig } = prepared();
      const link = join(prepared().toolFolder, 'link');
      return [
        `C="${paths.compiler}"; L="${link}"`,
        `cat "${importConfig}" > all.cfg`,
        '"$C" -p execret -importcfg all.cfg -o execret.a -pack execret.go || exit 1',
        'echo "packagefile execret=execret.a" >> all.cfg',
        'failed=0',
        'for unit in $(cat units.txt); do',
        '  "$C" -p job_$unit -importcfg all.cfg -o job_$unit.a -pack job_$unit.go || failed=1',
        '  echo "packagefile job_$unit=job_$unit.a" >> all.cfg',
        'done',
        '[ $failed = 0 ] || exit 1',
        '"$C" -p main -importcfg all.cfg -o main.a -pack main.go && "$L" -importcfg all.cfg -s -w -o artifact main.a',
      ].join('\n');
    },
    runArgv: (_paths, artifactPath, unit, start, testMs, messageBytes) => [artifactPath, String(unit), String(start), String(testMs), String(messageBytes)],
    resolveCompiler: (found) => {
      setup ??= prepareGo(found);
      return { compiler: join(setup.toolFolder, 'compile'), exposeFolder: setup.toolFolder };
    },
    definesEntryPoint: (code, entryPoint) => new RegExp(`^func[ \\t]+${escapeRegExp(entryPoint)}[ \\t]*[[(]`, 'm').test(code),
  };
}
