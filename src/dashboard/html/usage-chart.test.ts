import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axisTop, usageChart } from './usage-chart.js';

const usage = (counts: number[]) => ({
  key_id: 'key_x',
  days: counts.map((requests, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, requests, limited: i === counts.length - 1 ? 2 : 0 })),
  totals: { requests: counts.reduce((a, b) => a + b, 0), limited: 2 },
  window: { limit: 200, window_s: 900, remaining: 200, reset_at: null },
  recorded_every_s: 15,
});

test('the axis top is the smallest 1, 2 or 5 × 10ⁿ at or above the busiest day', () => {
  assert.deepEqual([0, 1, 2, 3, 7, 10, 11, 200, 201, 13_157].map(axisTop), [1, 1, 2, 5, 10, 10, 20, 200, 500, 20_000]);
});

test('the chart: scale and dates as HTML text beside a stretching SVG of shapes only, round ticks, no zero-looking busy day', () => {
  const page = usageChart(usage([13_157, 0, 3, 7_000])).value;
  assert.doesNotMatch(page, /<text/, 'no text inside the SVG, where it would shrink with the drawing');
  assert.match(page, /preserveAspectRatio="none"/);
  assert.deepEqual([...page.matchAll(/<div class="chart-y"[^>]*>(.*?)<\/div>/g)].map((m) => m[1]), ['<span>20,000</span><span>10,000</span><span>0</span>']);
  assert.match(page, /<div class="chart-x" aria-hidden="true"><span>2026-11-01<\/span><span>2026-11-04<\/span><\/div>/);
  // 3 requests beside 13,157 still show a bar (1 % of the plot); a day without any shows none.
  const heights = [...page.matchAll(/<rect class="bar" [^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]));
  assert.equal(heights[1], 0);
  assert.ok(heights[2]! >= 1);
  assert.match(page, /<desc id="chart-desc">20,160 requests and 2 refused with 429 from 2026-11-01 to 2026-11-04; the most on one day: 13,157\.<\/desc>/);
  // A top of 5 (2 requests and 2 refused) has no whole middle: only 5 and 0.
  assert.match(usageChart(usage([2])).value, /<div class="chart-y" aria-hidden="true"><span>5<\/span><span>0<\/span><\/div>/);
});
