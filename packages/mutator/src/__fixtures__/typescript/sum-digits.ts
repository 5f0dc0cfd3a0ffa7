export const sumDigits = (n: number): number => {
  let total = 0;
  let rest = Math.abs(n);
  while (rest > 0) {
    total += rest % 10;
    rest = Math.floor(rest / 10);
  }
  return total;
};
