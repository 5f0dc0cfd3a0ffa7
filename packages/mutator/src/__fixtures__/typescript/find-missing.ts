export function findMissing(nums: number[]): number {
  const n = nums.length;
  let expected = (n * (n + 1)) / 2;
  for (const x of nums) expected -= x;
  return expected;
}
