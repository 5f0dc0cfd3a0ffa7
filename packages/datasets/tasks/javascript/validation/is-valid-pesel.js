// query: Check a Polish PESEL number: eleven digits whose check digit (the last) equals (10 - (weighted sum of
//   the first ten with weights 1, 3, 7, 9 repeating) mod 10) mod 10, and whose encoded birth month is valid:
//   the month field (digits 3-4) minus a century offset of 80, 0, 20, 40 or 60 must be 1 to 12.
// entry_point: isValidPesel
// example: isValidPesel('44051401359') === true
// example: isValidPesel('44051401358') === false

function isValidPesel(pesel) {
  if (!/^[0-9]{11}$/.test(pesel)) return false;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(pesel[i]) * weights[i];
  if ((10 - (sum % 10)) % 10 !== Number(pesel[10])) return false;
  const month = Number(pesel.slice(2, 4)) % 20;
  return month >= 1 && month <= 12;
}

// tests
assert.strictEqual(isValidPesel('02070803628'), true);
assert.strictEqual(isValidPesel('02210803628'), true);
assert.strictEqual(isValidPesel('02920803620'), true);
assert.strictEqual(isValidPesel('02120803626'), true);
assert.strictEqual(isValidPesel('02070803629'), false);
assert.strictEqual(isValidPesel('0207080362'), false);
assert.strictEqual(isValidPesel('020708036288'), false);
assert.strictEqual(isValidPesel('02130803627'), false);
assert.strictEqual(isValidPesel('02000803621'), false);
assert.strictEqual(isValidPesel('02200803627'), false);
