// query: Check an S3-style bucket name: 3 to 63 characters of lowercase letters, digits, dots and hyphens,
//   starting and ending with a letter or digit, with no two adjacent dots, not formatted like an IPv4 address
//   (four dot-separated numbers), not starting with "xn--" and not ending with "-s3alias".
// entry_point: isValidS3BucketName
// example: isValidS3BucketName('my-logs.2024') === true
// example: isValidS3BucketName('My_Logs') === false

function isValidS3BucketName(name) {
  if (name.length < 3 || name.length > 63) return false;
  if (!/^[a-z0-9][a-z0-9.-]*[a-z0-9]$/.test(name)) return false;
  if (name.includes('..')) return false;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(name)) return false;
  return !name.startsWith('xn--') && !name.endsWith('-s3alias');
}

// tests
assert.strictEqual(isValidS3BucketName('abc'), true);
assert.strictEqual(isValidS3BucketName('ab'), false);
assert.strictEqual(isValidS3BucketName('a'.repeat(63)), true);
assert.strictEqual(isValidS3BucketName('a'.repeat(64)), false);
assert.strictEqual(isValidS3BucketName('-abc'), false);
assert.strictEqual(isValidS3BucketName('abc.'), false);
assert.strictEqual(isValidS3BucketName('a..b'), false);
assert.strictEqual(isValidS3BucketName('192.168.5.4'), false);
assert.strictEqual(isValidS3BucketName('xn--abc'), false);
assert.strictEqual(isValidS3BucketName('data-s3alias'), false);
