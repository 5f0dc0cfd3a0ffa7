// query: Track hotel room states from events [room, action]. Rooms start "vacant_clean"; "checkin" needs vacant_clean
//   and gives "occupied", "checkout" turns occupied into "vacant_dirty", "clean" turns vacant_dirty into vacant_clean,
//   "block" takes a vacant room "out_of_order" and "unblock" returns it as vacant_dirty. Invalid events change nothing.
//   Return [object of room -> state for every room mentioned, number of invalid events].
// entry_point: roomStatusBoard
// example: roomStatusBoard([['101', 'checkin']]) === [{ '101': 'occupied' }, 0]
// example: roomStatusBoard([['101', 'clean']]) === [{ '101': 'vacant_clean' }, 1]

function roomStatusBoard(events) {
  const transitions = {
    vacant_clean: { checkin: 'occupied', block: 'out_of_order' },
    occupied: { checkout: 'vacant_dirty' },
    vacant_dirty: { clean: 'vacant_clean', block: 'out_of_order' },
    out_of_order: { unblock: 'vacant_dirty' },
  };
  const rooms = {};
  let invalid = 0;
  for (const [room, action] of events) {
    const current = rooms[room] ?? 'vacant_clean';
    const next = transitions[current][action];
    if (next === undefined) {
      invalid += 1;
      rooms[room] = current;
    } else {
      rooms[room] = next;
    }
  }
  return [rooms, invalid];
}

// tests
assert.deepStrictEqual(roomStatusBoard([]), [{}, 0]);
assert.deepStrictEqual(roomStatusBoard([['7', 'checkin'], ['7', 'checkout'], ['7', 'clean'], ['7', 'checkin']]), [{ '7': 'occupied' }, 0]);
assert.deepStrictEqual(roomStatusBoard([['7', 'checkin'], ['7', 'checkin'], ['7', 'block']]), [{ '7': 'occupied' }, 2]);
assert.deepStrictEqual(roomStatusBoard([['8', 'block'], ['8', 'checkin'], ['8', 'unblock']]), [{ '8': 'vacant_dirty' }, 1]);
assert.deepStrictEqual(roomStatusBoard([['9', 'checkin'], ['9', 'checkout'], ['9', 'block'], ['9', 'unblock'], ['9', 'clean']]), [{ '9': 'vacant_clean' }, 0]);
assert.deepStrictEqual(roomStatusBoard([['1', 'checkout'], ['2', 'unblock'], ['1', 'checkin']]), [{ '1': 'occupied', '2': 'vacant_clean' }, 2]);
assert.deepStrictEqual(roomStatusBoard([['a', 'checkin'], ['b', 'checkin'], ['a', 'checkout']]), [{ a: 'vacant_dirty', b: 'occupied' }, 0]);
assert.deepStrictEqual(roomStatusBoard([['5', 'party']]), [{ '5': 'vacant_clean' }, 1]);
