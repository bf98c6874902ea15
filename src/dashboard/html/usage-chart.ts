import type { Usage } from '../portal-calls.js';
import { type Html, html } from './html.js';

const W = 600;
const H = 180;
const PAD_LEFT = 36;
const PAD_BOTTOM = 22;

/**
 * Requests per day over 30 days as an SVG bar chart drawn on the server (no script needed, nothing inline for
 * CSP to refuse: the colours come from the stylesheet's classes). Admitted requests and 429s are stacked in two
 * colours, told apart by the legend too; the same figures follow as a table for screen readers and keyboards.
 */
export function usageChart(usage: Usage): Html {
  const max = Math.max(1, ...usage.days.map((d) => d.requests + d.limited));
  const plotW = W - PAD_LEFT;
  const plotH = H - PAD_BOTTOM - 8;
  const step = plotW / usage.days.length;
  const barW = Math.max(2, step * 0.7);
  const y = (n: number) => (n / max) * plotH;
  const bars = usage.days.map((d, i) => {
    const x = PAD_LEFT + i * step + (step - barW) / 2;
    const hReq = y(d.requests);
    const hLim = y(d.limited);
    const base = H - PAD_BOTTOM;
    return html`<g data-date="${d.date}" data-requests="${d.requests}" data-limited="${d.limited}"><title>${d.date}: ${d.requests} requests, ${d.limited} refused (429)</title>
<rect class="bar" x="${x.toFixed(1)}" y="${(base - hReq).toFixed(1)}" width="${barW.toFixed(1)}" height="${hReq.toFixed(1)}"></rect>
<rect class="bar-limited" x="${x.toFixed(1)}" y="${(base - hReq - hLim).toFixed(1)}" width="${barW.toFixed(1)}" height="${hLim.toFixed(1)}"></rect></g>`;
  });
  const first = usage.days[0]?.date ?? '';
  const last = usage.days[usage.days.length - 1]?.date ?? '';
  return html`<figure>
<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="chart-title chart-desc">
<title id="chart-title">Requests per day, last 30 days</title>
<desc id="chart-desc">${usage.totals.requests} requests and ${usage.totals.limited} refused with 429 from ${first} to ${last}; the most on one day: ${max}.</desc>
<line class="axis" x1="${PAD_LEFT}" y1="${H - PAD_BOTTOM}" x2="${W}" y2="${H - PAD_BOTTOM}"></line>
<line class="axis" x1="${PAD_LEFT}" y1="8" x2="${PAD_LEFT}" y2="${H - PAD_BOTTOM}"></line>
<text x="${PAD_LEFT - 4}" y="14" text-anchor="end">${max}</text>
<text x="${PAD_LEFT - 4}" y="${H - PAD_BOTTOM}" text-anchor="end">0</text>
<text x="${PAD_LEFT}" y="${H - 6}">${first}</text>
<text x="${W}" y="${H - 6}" text-anchor="end">${last}</text>
${bars}
</svg>
<figcaption class="legend"><span class="l-req">requests served</span><span class="l-lim">refused (429)</span></figcaption>
</figure>
<details><summary>The figures as a table</summary>
<div class="table-wrap" role="region" aria-label="Requests per day" tabindex="0"><table>
<thead><tr><th scope="col">Day (UTC)</th><th scope="col">Requests</th><th scope="col">Refused (429)</th></tr></thead>
<tbody>${usage.days
    .slice()
    .reverse()
    .map((d) => html`<tr><td>${d.date}</td><td>${d.requests}</td><td>${d.limited}</td></tr>`)}</tbody>
</table></div></details>`;
}
