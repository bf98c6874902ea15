/**
 * A Prometheus histogram of request latency by method, route template and status. prom-client's labelled
 * `observe` validates and hashes the label object on every call; here each route owns its series, indexed by
 * method and then by status code (an array slot), so observing a request is two look-ups and an increment.
 * prom-client still owns the registry, the process metrics and the exposition of everything else; this renders
 * its own series in the same text format (https://prometheus.io/docs/instrumenting/exposition_formats/).
 */
interface Series {
  method: string;
  route: string;
  status: number;
  /** Non-cumulative counts per bucket; the last is +Inf. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** The series of one route template: what a route's own code holds on to so that it never looks itself up. */
export class RouteSeries {
  /** method → status → series (statuses are 100-599, so a sparse array indexed by the code). */
  readonly #byMethod = new Map<string, Array<Series | undefined>>();

  constructor(
    private readonly histogram: RouteHistogram,
    readonly route: string,
  ) {}

  observe(method: string, status: number, seconds: number): void {
    let byStatus = this.#byMethod.get(method);
    if (byStatus === undefined) {
      byStatus = [];
      this.#byMethod.set(method, byStatus);
    }
    let series = byStatus[status];
    if (series === undefined) {
      series = this.histogram.newSeries(method, this.route, status);
      byStatus[status] = series;
    }
    const bounds = this.histogram.bounds;
    let i = 0;
    while (i < bounds.length && seconds > bounds[i]!) i++;
    series.buckets[i]! += 1;
    series.sum += seconds;
    series.count += 1;
  }
}

export class RouteHistogram {
  readonly #routes = new Map<string, RouteSeries>();
  /** Every series in order of first observation (the exposition order). */
  readonly #series: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    readonly bounds: readonly number[],
  ) {}

  /** The series holder of a route template (one per template, shared by every caller). */
  route(route: string): RouteSeries {
    let entry = this.#routes.get(route);
    if (entry === undefined) {
      entry = new RouteSeries(this, route);
      this.#routes.set(route, entry);
    }
    return entry;
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    this.route(route).observe(method, status, seconds);
  }

  /** @internal called by RouteSeries the first time a (method, status) pair is seen. */
  newSeries(method: string, route: string, status: number): Series {
    const series = { method, route, status, buckets: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
    this.#series.push(series);
    return series;
  }

  /** The series in Prometheus text exposition format (cumulative buckets, `+Inf`, `_sum`, `_count`). */
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const s of this.#series) {
      const labels = `method="${escapeLabel(s.method)}",route="${escapeLabel(s.route)}",status="${s.status}"`;
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += s.buckets[i]!;
        lines.push(`${this.name}_bucket{le="${bound}",${labels}} ${cumulative}`);
      });
      lines.push(`${this.name}_bucket{le="+Inf",${labels}} ${s.count}`);
      lines.push(`${this.name}_sum{${labels}} ${s.sum}`);
      lines.push(`${this.name}_count{${labels}} ${s.count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
