// query: Expand environment variable references in a string using a lookup object: "$NAME" (letters, digits
//   and underscores, not starting with a digit) and "${NAME}" are replaced by the value, or by "" when the name
//   is unknown, and "$$" stands for a literal "$". A "$" not followed by a valid name or "{...}" is kept.
// entry_point: expandEnvVars
// example: expandEnvVars('$HOME/bin', { HOME: '/home/ann' }) === '/home/ann/bin'
// example: expandEnvVars('${USER}_log', { USER: 'bo' }) === 'bo_log'

function expandEnvVars(text, env) {
  const lookup = (name) => (Object.prototype.hasOwnProperty.call(env, name) ? env[name] : '');
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '$') {
      out += text[i];
      i += 1;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
    } else if (next === '{' && text.indexOf('}', i + 2) !== -1) {
      const close = text.indexOf('}', i + 2);
      out += lookup(text.slice(i + 2, close));
      i = close + 1;
    } else {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1));
      if (match === null) {
        out += '$';
        i += 1;
      } else {
        out += lookup(match[0]);
        i += 1 + match[0].length;
      }
    }
  }
  return out;
}

// tests
assert.strictEqual(expandEnvVars('', {}), '');
assert.strictEqual(expandEnvVars('} $5 ${X', { X: 'no' }), '} $5 ${X');
assert.strictEqual(expandEnvVars('$$HOME', { HOME: 'h' }), '$HOME');
assert.strictEqual(expandEnvVars('$MISSING!', {}), '!');
assert.strictEqual(expandEnvVars('${A}${B}', { A: '1', B: '2' }), '12');
assert.strictEqual(expandEnvVars('${OPEN', { OPEN: 'x' }), '${OPEN');
assert.strictEqual(expandEnvVars('$A_1-b', { A_1: 'v' }), 'v-b');
assert.strictEqual(expandEnvVars('end$', {}), 'end$');
assert.strictEqual(expandEnvVars('$toString', {}), '');
assert.strictEqual(expandEnvVars('a$B$C', { B: 'x', C: 'y' }), 'axy');
