// query: Validate a signup form and return an object mapping each invalid field to a message: "username" must be
//   3-20 characters of letters, digits or underscores ("invalid username"), "email" must contain one "@" with
//   text on both sides and a dot in the domain ("invalid email"), "password" needs at least 8 characters
//   ("password too short") and "confirm" must equal password ("passwords do not match"). A valid form gives {}.
// entry_point: validateSignupForm
// example: validateSignupForm({ username: 'ann_1', email: 'ann@x.io', password: 'secret123', confirm: 'secret123' }) === {}
// example: validateSignupForm({ username: 'an', email: 'ann@x.io', password: 'secret123', confirm: 'secret123' }) === { username: 'invalid username' }

function validateSignupForm(form) {
  const errors = {};
  if (!/^[A-Za-z0-9_]{3,20}$/.test(form.username)) errors.username = 'invalid username';
  const at = form.email.indexOf('@');
  const domain = form.email.slice(at + 1);
  if (at < 1 || form.email.indexOf('@', at + 1) !== -1 || domain.length === 0 || !domain.includes('.')) {
    errors.email = 'invalid email';
  }
  if (form.password.length < 8) errors.password = 'password too short';
  if (form.confirm !== form.password) errors.confirm = 'passwords do not match';
  return errors;
}

// tests
assert.deepStrictEqual(validateSignupForm({ username: 'abc', email: 'a@b.c', password: '12345678', confirm: '12345678' }), {});
assert.deepStrictEqual(validateSignupForm({ username: 'a'.repeat(20), email: 'a@b.c', password: 'x'.repeat(8), confirm: 'x'.repeat(8) }), {});
assert.deepStrictEqual(validateSignupForm({ username: 'a'.repeat(21), email: 'a@b.c', password: '12345678', confirm: '12345678' }), { username: 'invalid username' });
assert.deepStrictEqual(validateSignupForm({ username: 'bad-name', email: '@b.c', password: '1234567', confirm: '1234567' }), { username: 'invalid username', email: 'invalid email', password: 'password too short' });
assert.deepStrictEqual(validateSignupForm({ username: 'abc', email: 'a@b@c.d', password: '12345678', confirm: '12345679' }), { email: 'invalid email', confirm: 'passwords do not match' });
assert.deepStrictEqual(validateSignupForm({ username: 'abc', email: 'ab.@', password: '12345678', confirm: '12345678' }), { email: 'invalid email' });
assert.deepStrictEqual(validateSignupForm({ username: 'abc', email: 'a@bc', password: '12345678', confirm: '12345678' }), { email: 'invalid email' });
assert.deepStrictEqual(validateSignupForm({ username: '', email: '', password: '', confirm: 'x' }), { username: 'invalid username', email: 'invalid email', password: 'password too short', confirm: 'passwords do not match' });
