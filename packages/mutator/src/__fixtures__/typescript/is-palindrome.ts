export function isPalindrome(text: string): boolean {
  // Compare letters and digits only, case-insensitively.
  const chars = text.toLowerCase().replace(/[^a-z0-9]/g, '');
  let left = 0;
  let right = chars.length - 1;
  while (left < right) {
    if (chars[left] !== chars[right]) return false;
    left++;
    right--;
  }
  return true;
}
