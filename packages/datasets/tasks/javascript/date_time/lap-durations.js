// query: Turn cumulative stopwatch split times (whole seconds since the start) into per-lap durations
//   formatted as "M:SS". Returns null if any split is not strictly later than the previous one (the
//   first must be after 0).
// entry_point: lapDurations
// example: lapDurations([30, 90]) === ['0:30', '1:00']
// example: lapDurations([120, 185]) === ['2:00', '1:05']

function lapDurations(splits) {
  const laps = [];
  let previous = 0;
  for (const split of splits) {
    if (split <= previous) return null;
    const lap = split - previous;
    const minutes = Math.floor(lap / 60);
    const seconds = lap % 60;
    laps.push(`${minutes}:${String(seconds).padStart(2, '0')}`);
    previous = split;
  }
  return laps;
}

// tests
assert.deepStrictEqual(lapDurations([65, 130, 200]), ['1:05', '1:05', '1:10']);
assert.deepStrictEqual(lapDurations([]), []);
assert.deepStrictEqual(lapDurations([59]), ['0:59']);
assert.deepStrictEqual(lapDurations([60]), ['1:00']);
assert.strictEqual(lapDurations([0, 10]), null);
assert.strictEqual(lapDurations([30, 30]), null);
assert.strictEqual(lapDurations([30, 20]), null);
assert.deepStrictEqual(lapDurations([1, 2, 3]), ['0:01', '0:01', '0:01']);
assert.deepStrictEqual(lapDurations([600, 1330]), ['10:00', '12:10']);
