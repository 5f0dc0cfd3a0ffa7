export function runLengthEncode(text: string): string {
  let out = '';
  let count = 1;
  for (let i = 1; i <= text.length; i++) {
    if (i < text.length && text[i] === text[i - 1]) {
      count++;
    } else {
      out += `${count}${text[i - 1]}`;
      count = 1;
    }
  }
  return out;
}
