// query: Parse an ISO-8601 duration of the form "PnDTnHnMnS" (each part optional, whole numbers only) into
//   a total number of seconds. Returns null for anything else, including "P" alone or a "T" with no
//   time parts after it.
// entry_point: parseIsoDuration
// example: parseIsoDuration('PT2M') === 120
// example: parseIsoDuration('P1DT1H') === 90000

function parseIsoDuration(text) {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(text);
  if (match === null) return null;
  if (text === 'P' || text.endsWith('T')) return null;
  const days = Number(match[1] ?? 0);
  const hours = Number(match[2] ?? 0);
  const minutes = Number(match[3] ?? 0);
  const seconds = Number(match[4] ?? 0);
  return days * 86400 + hours * 3600 + minutes * 60 + seconds;
}

// tests
assert.strictEqual(parseIsoDuration('P1DT2H30M'), 95400);
assert.strictEqual(parseIsoDuration('PT45S'), 45);
assert.strictEqual(parseIsoDuration('P2D'), 172800);
assert.strictEqual(parseIsoDuration('PT1H'), 3600);
assert.strictEqual(parseIsoDuration('P'), null);
assert.strictEqual(parseIsoDuration('PT'), null);
assert.strictEqual(parseIsoDuration('P1DT'), null);
assert.strictEqual(parseIsoDuration('1D'), null);
assert.strictEqual(parseIsoDuration('PT1.5H'), null);
assert.strictEqual(parseIsoDuration('P1DT1H1M1S'), 90061);
