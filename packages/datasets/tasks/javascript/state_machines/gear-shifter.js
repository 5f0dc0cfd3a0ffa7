// query: Simulate an automatic gearbox that starts in gear 1. After each speed sample it shifts up one gear when the
//   speed is at or above the current gear's up-shift threshold (upShift[gear - 1]; top gear = thresholds + 1), or down
//   one gear when the speed is below the previous gear's threshold minus the hysteresis margin. At most one shift
//   happens per sample. Return the gear after each sample.
// entry_point: gearShifter
// example: gearShifter([25], [20, 40], 5) === [2]
// example: gearShifter([25, 17], [20, 40], 5) === [2, 2]

function gearShifter(speeds, upShift, margin) {
  let gear = 1;
  const gears = [];
  for (const speed of speeds) {
    if (gear <= upShift.length && speed >= upShift[gear - 1]) {
      gear += 1;
    } else if (gear > 1 && speed < upShift[gear - 2] - margin) {
      gear -= 1;
    }
    gears.push(gear);
  }
  return gears;
}

// tests
assert.deepStrictEqual(gearShifter([], [20, 40, 60], 5), []);
assert.deepStrictEqual(gearShifter([10, 20, 30, 40, 50, 60, 70, 80], [20, 40, 60], 5), [1, 2, 2, 3, 3, 4, 4, 4]);
assert.deepStrictEqual(gearShifter([19, 19.5], [20, 40, 60], 5), [1, 1]);
assert.deepStrictEqual(gearShifter([100, 100, 100, 100], [20, 40, 60], 5), [2, 3, 4, 4]);
assert.deepStrictEqual(gearShifter([45, 45, 36, 34, 34, 14, 16], [20, 40, 60], 5), [2, 3, 3, 2, 2, 1, 1]);
assert.deepStrictEqual(gearShifter([25, 15, 14.9], [20, 40, 60], 5), [2, 2, 1]);
assert.deepStrictEqual(gearShifter([30, 0, 0], [20, 40, 60], 0), [2, 1, 1]);
assert.deepStrictEqual(gearShifter([50, 50], [], 5), [1, 1]);
