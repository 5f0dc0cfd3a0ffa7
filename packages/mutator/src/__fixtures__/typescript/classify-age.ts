export function classifyAge(age: number | null | undefined): string {
  if (age === null || age === undefined || Number.isNaN(age)) return 'unknown';
  switch (true) {
    case age < 13:
      return 'child';
    case age < 20:
      return 'teen';
    default:
      return 'adult';
  }
}
