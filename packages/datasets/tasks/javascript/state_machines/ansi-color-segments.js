// query: Split terminal text containing SGR escape codes ("\x1b[" numbers separated by ";" then "m") into coloured
//   segments. Codes 30-37 set the colour black, red, green, yellow, blue, magenta, cyan, white; 0 and 39 reset it to
//   null; other codes are ignored. Adjacent text with the same colour is merged and empty text is skipped. Return
//   {text, color} objects.
// entry_point: ansiColorSegments
// example: ansiColorSegments('plain') === [{ text: 'plain', color: null }]
// example: ansiColorSegments('\x1b[31mred') === [{ text: 'red', color: 'red' }]

function ansiColorSegments(input) {
  const names = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'];
  const segments = [];
  let color = null;
  let i = 0;
  while (i < input.length) {
    if (input.startsWith('\x1b[', i)) {
      const end = input.indexOf('m', i);
      if (end !== -1) {
        for (const part of input.slice(i + 2, end).split(';')) {
          const code = Number(part);
          if (code === 0 || code === 39) color = null;
          else if (code >= 30 && code <= 37) color = names[code - 30];
        }
        i = end + 1;
        continue;
      }
    }
    const last = segments[segments.length - 1];
    if (last !== undefined && last.color === color) last.text += input[i];
    else segments.push({ text: input[i], color });
    i += 1;
  }
  return segments;
}

// tests
assert.deepStrictEqual(ansiColorSegments(''), []);
assert.deepStrictEqual(ansiColorSegments('a\x1b[32mb\x1b[0mc'), [{ text: 'a', color: null }, { text: 'b', color: 'green' }, { text: 'c', color: null }]);
assert.deepStrictEqual(ansiColorSegments('\x1b[1;34mbold blue\x1b[39m!'), [{ text: 'bold blue', color: 'blue' }, { text: '!', color: null }]);
assert.deepStrictEqual(ansiColorSegments('\x1b[30mk\x1b[37mw'), [{ text: 'k', color: 'black' }, { text: 'w', color: 'white' }]);
assert.deepStrictEqual(ansiColorSegments('\x1b[29mx\x1b[38my'), [{ text: 'xy', color: null }]);
assert.deepStrictEqual(ansiColorSegments('\x1b[31mr\x1b[1mr'), [{ text: 'rr', color: 'red' }]);
assert.deepStrictEqual(ansiColorSegments('\x1b[33m\x1b[0m'), []);
assert.deepStrictEqual(ansiColorSegments('x\x1b[36'), [{ text: 'x\x1b[36', color: null }]);
assert.deepStrictEqual(ansiColorSegments('\x1b[35mm\x1b[mn'), [{ text: 'm', color: 'magenta' }, { text: 'n', color: null }]);
