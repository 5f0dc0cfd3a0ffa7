// query: Reduce a line of Markdown to plain text: links "[text](url)" and images "![alt](url)" become their
//   text or alt, inline code between a pair of backticks keeps its content unchanged without the backticks (an
//   unpaired backtick stays), and the emphasis markers "**", "__", "*" and "_" are removed elsewhere. A heading
//   marker (one to six "#" and a space) at the start is dropped.
// entry_point: stripMarkdown
// example: stripMarkdown('**bold** and [link](http://x)') === 'bold and link'
// example: stripMarkdown('## Title') === 'Title'

function stripMarkdown(line) {
  let text = line.replace(/^#{1,6} /, '');
  text = text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  const parts = text.split('`');
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const isCode = i % 2 === 1 && i < parts.length - 1;
    if (i % 2 === 1 && !isCode) out += '`';
    out += isCode ? parts[i] : parts[i].replace(/\*\*|__|\*|_/g, '');
  }
  return out;
}

// tests
assert.strictEqual(stripMarkdown(''), '');
assert.strictEqual(stripMarkdown('# Heading with *stars*'), 'Heading with stars');
assert.strictEqual(stripMarkdown('#hashtag'), '#hashtag');
assert.strictEqual(stripMarkdown('see ![logo](a.png) here'), 'see logo here');
assert.strictEqual(stripMarkdown('use `snake_case` for _names_'), 'use snake_case for names');
assert.strictEqual(stripMarkdown('__init__ and _x_'), 'init and x');
assert.strictEqual(stripMarkdown('[a](b) [c](d)'), 'a c');
assert.strictEqual(stripMarkdown('open `tick and *x*'), 'open `tick and x');
assert.strictEqual(stripMarkdown('####### seven'), '####### seven');
assert.strictEqual(stripMarkdown('`a_b` `c_d` e_f'), 'a_b c_d ef');
