// query: Parse a CSS declaration block such as "color: red; background: url('a;b.png')" into [property, value] pairs.
//   Declarations are separated by ";" except inside quotes or parentheses; property names are trimmed and lower-cased,
//   values trimmed. Declarations without ":" or with an empty property are skipped.
// entry_point: parseCssDeclarations
// example: parseCssDeclarations('color: red') === [['color', 'red']]
// example: parseCssDeclarations('a:1;b:2') === [['a', '1'], ['b', '2']]

function parseCssDeclarations(block) {
  const parts = [];
  let current = '';
  let quote = '';
  let depth = 0;
  for (const ch of block) {
    if (quote !== '') {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '(') {
      depth += 1;
    } else if (ch === ')' && depth > 0) {
      depth -= 1;
    } else if (ch === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  const declarations = [];
  for (const part of parts) {
    const colon = part.indexOf(':');
    if (colon === -1) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    if (property === '') continue;
    declarations.push([property, part.slice(colon + 1).trim()]);
  }
  return declarations;
}

// tests
assert.deepStrictEqual(parseCssDeclarations(''), []);
assert.deepStrictEqual(parseCssDeclarations(" COLOR : Red ; Margin:0 auto; "), [['color', 'Red'], ['margin', '0 auto']]);
assert.deepStrictEqual(parseCssDeclarations("background: url('a;b.png') no-repeat; x: 1"), [['background', 'url(\'a;b.png\') no-repeat'], ['x', '1']]);
assert.deepStrictEqual(parseCssDeclarations('content: "; \' ;"; y: 2'), [['content', '"; \' ;"'], ['y', '2']]);
assert.deepStrictEqual(parseCssDeclarations('width: calc(100% - (2px; 3px)); z: 3'), [['width', 'calc(100% - (2px; 3px))'], ['z', '3']]);
assert.deepStrictEqual(parseCssDeclarations('novalue; : empty; ok: 1'), [['ok', '1']]);
assert.deepStrictEqual(parseCssDeclarations('a: b:c; ) ; d: e'), [['a', 'b:c'], ['d', 'e']]);
assert.deepStrictEqual(parseCssDeclarations('font: 12px/1.5 "Open Sans";;'), [['font', '12px/1.5 "Open Sans"']]);
