/**
 * Compares two strings by the bytes of their UTF-8 encoding (what C `strcmp` does on UTF-8 text),
 * which is code point order. Returns a negative number, 0 or a positive number.
 */
export function compareUtf8(left: string, right: string): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const leftUnit = left.charCodeAt(index);
    const rightUnit = right.charCodeAt(index);
    if (leftUnit !== rightUnit) return codePointOrderKey(leftUnit) - codePointOrderKey(rightUnit);
  }
  return left.length - right.length;
}

// UTF-16 code units sort like code points except that surrogates (code points above U+FFFF) must
// come after U+E000..U+FFFF; shifting both ranges restores code point order.
function codePointOrderKey(unit: number): number {
  if (unit >= 0xe000) return unit - 0x800;
  if (unit >= 0xd800) return unit + 0x2000;
  return unit;
}
