// query: Build the initials of a personal name: the first letter of each word, uppercased and followed by
//   a dot, with the parts of a hyphenated word giving hyphen-joined initials ("Jean-Luc" gives "J.-L.").
//   Lowercase particles van, von, de, der, da and la are skipped unless they are the first word.
// entry_point: nameInitials
// example: nameInitials('Grace Hopper') === 'G.H.'
// example: nameInitials('Mary-Jane Watson') === 'M.-J.W.'

function nameInitials(fullName) {
  const particles = ['van', 'von', 'de', 'der', 'da', 'la'];
  const words = fullName.trim().split(/\s+/);
  let result = '';
  for (let i = 0; i < words.length; i++) {
    if (i > 0 && particles.includes(words[i])) continue;
    const parts = words[i].split('-').filter((part) => part.length > 0);
    const letters = [];
    for (const part of parts) letters.push(part[0].toUpperCase() + '.');
    result += letters.join('-');
  }
  return result;
}

// tests
assert.strictEqual(nameInitials('John Ronald Reuel Tolkien'), 'J.R.R.T.');
assert.strictEqual(nameInitials('Jean-Luc Picard'), 'J.-L.P.');
assert.strictEqual(nameInitials('Ludwig van Beethoven'), 'L.B.');
assert.strictEqual(nameInitials('van Morrison'), 'V.M.');
assert.strictEqual(nameInitials(''), '');
assert.strictEqual(nameInitials('  ada   lovelace '), 'A.L.');
assert.strictEqual(nameInitials('Vincent Van Gogh'), 'V.V.G.');
assert.strictEqual(nameInitials('Mary-'), 'M.');
assert.strictEqual(nameInitials('Leonardo da Vinci'), 'L.V.');
