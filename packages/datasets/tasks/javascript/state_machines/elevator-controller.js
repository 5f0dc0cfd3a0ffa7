// query: Serve a set of requested floors with an elevator that starts at a floor moving up: it keeps going in its
//   direction to the nearest pending floor, reverses only when nothing is pending ahead, and serves each floor once
//   (a request for the start floor is already served). Return [floors in the order visited, total floors travelled].
// entry_point: elevatorController
// example: elevatorController(2, [4, 6]) === [[4, 6], 4]
// example: elevatorController(4, [6, 1]) === [[6, 1], 7]

function elevatorController(start, requests) {
  const pending = new Set(requests);
  pending.delete(start);
  const visited = [];
  let floor = start;
  let direction = 1;
  let distance = 0;
  while (pending.size > 0) {
    const ahead = [...pending].filter((target) => (target - floor) * direction > 0);
    if (ahead.length === 0) {
      direction = -direction;
      continue;
    }
    const next = ahead.reduce((best, target) => (Math.abs(target - floor) < Math.abs(best - floor) ? target : best));
    distance += Math.abs(next - floor);
    floor = next;
    visited.push(next);
    pending.delete(next);
  }
  return [visited, distance];
}

// tests
assert.deepStrictEqual(elevatorController(5, [7, 2, 9]), [[7, 9, 2], 11]);
assert.deepStrictEqual(elevatorController(5, []), [[], 0]);
assert.deepStrictEqual(elevatorController(5, [5]), [[], 0]);
assert.deepStrictEqual(elevatorController(3, [1, 2]), [[2, 1], 2]);
assert.deepStrictEqual(elevatorController(0, [4, 4, 1]), [[1, 4], 4]);
assert.deepStrictEqual(elevatorController(10, [12, 8, 11, 9]), [[11, 12, 9, 8], 6]);
assert.deepStrictEqual(elevatorController(-2, [-5, 0]), [[0, -5], 7]);
assert.deepStrictEqual(elevatorController(1, [3, 2, 0]), [[2, 3, 0], 5]);
assert.deepStrictEqual(elevatorController(5, [4, 9]), [[9, 4], 9]);
