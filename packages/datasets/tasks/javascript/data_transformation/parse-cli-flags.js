// query: Parse command-line arguments into { positional, flags }: "--name=value" sets a string, "--name"
//   sets true, "--no-name" sets name to false, "-abc" sets each letter to true, and everything after a
//   bare "--" (and any other argument, including a lone "-") is positional. Later flags overwrite earlier.
// entry_point: parseCliFlags
// example: parseCliFlags(['build', '--watch']) === { positional: ['build'], flags: { watch: true } }
// example: parseCliFlags(['--out=dist', '-v']) === { positional: [], flags: { out: 'dist', v: true } }

function parseCliFlags(args) {
  const positional = [];
  const flags = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--') {
      positional.push(...args.slice(index + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const body = arg.slice(2);
      const equals = body.indexOf('=');
      if (equals >= 0) flags[body.slice(0, equals)] = body.slice(equals + 1);
      else if (body.startsWith('no-')) flags[body.slice(3)] = false;
      else flags[body] = true;
    } else if (arg.startsWith('-') && arg.length > 1) {
      for (const letter of arg.slice(1)) flags[letter] = true;
    } else {
      positional.push(arg);
    }
  }
  return { positional, flags };
}

// tests
assert.deepStrictEqual(parseCliFlags([]), { positional: [], flags: {} });
assert.deepStrictEqual(parseCliFlags(['a', 'b']), { positional: ['a', 'b'], flags: {} });
assert.deepStrictEqual(parseCliFlags(['--name=x=y', '--empty=']), { positional: [], flags: { name: 'x=y', empty: '' } });
assert.deepStrictEqual(parseCliFlags(['--no-color', '--color']), { positional: [], flags: { color: true } });
assert.deepStrictEqual(parseCliFlags(['--color', '--no-color']), { positional: [], flags: { color: false } });
assert.deepStrictEqual(parseCliFlags(['-xz', 'file']), { positional: ['file'], flags: { x: true, z: true } });
assert.deepStrictEqual(parseCliFlags(['-', '--', '--not-a-flag', '-q']), { positional: ['-', '--not-a-flag', '-q'], flags: {} });
assert.deepStrictEqual(parseCliFlags(['x', '--', 'y', '--', 'z']), { positional: ['x', 'y', '--', 'z'], flags: {} });
assert.deepStrictEqual(parseCliFlags(['--no-', '--=v']), { positional: [], flags: { '': 'v' } });
