// d3's category10: distinct hues that read on white; after ten systems the colours repeat with a
// different dash pattern, so every series stays distinguishable.
const COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'];
const DASHES: ReadonlyArray<string | undefined> = [undefined, '7 4', '2 3', '9 3 2 3'];

/** How one system is drawn in line charts and legends. */
export interface SystemStyle {
  /** Stroke and fill colour (hex). */
  color: string;
  /** SVG `stroke-dasharray`, or undefined for a solid line. */
  dash: string | undefined;
}

/** The style of the system at `index` in leaderboard order. */
export function systemStyle(index: number): SystemStyle {
  return { color: COLORS[index % COLORS.length] as string, dash: DASHES[Math.floor(index / COLORS.length) % DASHES.length] };
}
