/**
 * A chart legend's name in the theme's text colour. Recharts writes it in the series' colour, which
 * is only a key: the swatch beside it shows that, and coloured text read at about 3:1 on the dark
 * theme's cards.
 */
export function ChartLegendText({ children }: { children: string }) {
  return <span className="text-soft-foreground">{children}</span>;
}
