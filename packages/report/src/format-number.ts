/**
 * Formats a number with a fixed number of decimals; values that round to zero print without a
 * sign (`0.000`, never `-0.000`), and a missing or non-finite value prints as `—`.
 */
export function formatNumber(value: number | null | undefined, decimals = 3): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const text = value.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

/** Formats a share (0.123) as a percentage with one decimal (`12.3%`); missing prints `—`. */
export function formatPercent(share: number | null | undefined, decimals = 1): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '—';
  return `${formatNumber(share * 100, decimals)}%`;
}
