export type Figure = {
  figure: string;
  value: number | null;
  unit: string;
  budget: string;
  /** info: reported without a budget; invalid: the run answered mostly non-2xx or did not render. */
  status: 'pass' | 'miss' | 'invalid' | 'skipped' | 'info';
  note?: string;
};

function formatValue(figure: Figure) {
  if (figure.value === null) return '-';
  const digits = figure.unit === 'x' || figure.unit === '' ? 3 : figure.unit === 'kB' || figure.unit === 'ms' ? 1 : 0;
  const number = figure.value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (figure.unit === '') return number;
  return figure.unit === 'x' ? `${number}x` : `${number} ${figure.unit}`;
}

/** A plain-text table: figure, value, budget, pass/miss, note. */
export function formatTable(figures: Figure[]) {
  const header = ['figure', 'value', 'budget', 'result', 'note'];
  const rows = figures.map((figure) => [
    figure.figure,
    formatValue(figure),
    figure.budget,
    figure.status === 'info' ? '' : figure.status.toUpperCase(),
    figure.note ?? '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 1 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The value below which `p` percent of the sorted samples fall (nearest rank); 0 for none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
