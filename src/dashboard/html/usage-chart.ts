import type { Usage } from '../portal-calls.js';
import { count } from './format.js';
import { type Html, html } from './html.js';

/** Each day is STEP units wide and the plot 100 high; the SVG is stretched to the frame (preserveAspectRatio none). */
const STEP = 10;
const BAR = 7;
const PLOT_H = 100;

/** The axis top: the smallest 1, 2 or 5 × 10ⁿ at or above the busiest day, so the scale's labels are round. */
export function axisTop(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((top) => top >= max)!;
}

/**
 * Requests per day over 30 days as an SVG bar chart drawn on the server (no script needed, nothing inline for
 * CSP to refuse: the colours come from the stylesheet's classes). Admitted requests and 429s are stacked in two
 * colours, told apart by the legend too; the same figures follow as a table for screen readers and keyboards.
 * The SVG holds only shapes and stretches to any width; the scale and the dates are HTML text beside it, so
 * they keep their size on a phone instead of shrinking with the drawing (and never overlap it).
 */
export function usageChart(usage: Usage): Html {
  const max = Math.max(0, ...usage.days.map((d) => d.requests + d.limited));
  const top = axisTop(max);
  const y = (n: number) => (n / top) * PLOT_H;
  // A day with any traffic keeps a sliver of bar (1 % of the plot) beside a busy one, so it never reads as zero.
  const bar = (n: number) => (n === 0 ? 0 : Math.max(1, y(n)));
  const width = usage.days.length * STEP;
  const bars = usage.days.map((d, i) => {
    const x = (i * STEP + (STEP - BAR) / 2).toFixed(1);
    const hReq = bar(d.requests);
    const hLim = bar(d.limited);
    return html`<g data-date="${d.date}" data-requests="${d.requests}" data-limited="${d.limited}"><title>${d.date}: ${count(d.requests)} requests, ${count(d.limited)} refused (429)</title>
<rect class="bar" x="${x}" y="${(PLOT_H - hReq).toFixed(2)}" width="${BAR}" height="${hReq.toFixed(2)}"></rect>
<rect class="bar-limited" x="${x}" y="${(PLOT_H - hReq - hLim).toFixed(2)}" width="${BAR}" height="${hLim.toFixed(2)}"></rect></g>`;
  });
  const first = usage.days[0]?.date ?? '';
  const last = usage.days[usage.days.length - 1]?.date ?? '';
  // Round labels at the top, the middle (when it is a whole number) and zero, each with a line across the plot.
  const ticks: Array<[number, string]> = Number.isInteger(top / 2) ? [[top, 'grid'], [top / 2, 'grid'], [0, 'axis']] : [[top, 'grid'], [0, 'axis']];
  return html`<figure class="usage">
<div class="chart-frame">
<div class="chart-y" aria-hidden="true">${ticks.map(([t]) => html`<span>${count(t)}</span>`)}</div>
<svg class="chart" viewBox="0 0 ${width} ${PLOT_H}" preserveAspectRatio="none" role="img" aria-labelledby="chart-title chart-desc">
<title id="chart-title">Requests per day, last 30 days</title>
<desc id="chart-desc">${count(usage.totals.requests)} requests and ${count(usage.totals.limited)} refused with 429 from ${first} to ${last}; the most on one day: ${count(max)}.</desc>
${ticks.map(([t, cls]) => html`<line class="${cls}" x1="0" y1="${PLOT_H - y(t)}" x2="${width}" y2="${PLOT_H - y(t)}" vector-effect="non-scaling-stroke"></line>`)}
${bars}
</svg>
<div class="chart-x" aria-hidden="true"><span>${first}</span><span>${last}</span></div>
</div>
<figcaption class="legend"><span class="l-req">requests served</span><span class="l-lim">refused (429)</span></figcaption>
</figure>
<details><summary>The figures as a table</summary>
<div class="table-wrap" role="region" aria-label="Requests per day" tabindex="0"><table>
<thead><tr><th scope="col">Day (UTC)</th><th scope="col">Requests</th><th scope="col">Refused (429)</th></tr></thead>
<tbody>${usage.days
    .slice()
    .reverse()
    .map((d) => html`<tr><td>${d.date}</td><td>${count(d.requests)}</td><td>${count(d.limited)}</td></tr>`)}</tbody>
</table></div></details>`;
}
