/** Whole minutes typed (decimals allowed, e.g. 2.5) as seconds; undefined when blank, NaN when not a number. */
export function durationSeconds(minutesText: string): number | undefined {
  const text = minutesText.trim();
  if (!text) return undefined;
  const minutes = Number(text);
  return Number.isFinite(minutes) ? Math.round(minutes * 60) : Number.NaN;
}
