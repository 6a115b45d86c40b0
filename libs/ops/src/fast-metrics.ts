import type { Registry } from 'prom-client';

/**
 * Counters and histograms for the hot paths. prom-client's own hash their labels on every increment or observation,
 * even through a labelled child; these keep one plain series object per label set, which callers hold on to, so an
 * increment is an addition and an observation a bucket search over a dozen numbers. The registry reads them in
 * prom-client's format at scrape time (same text as prom-client's Counter and Histogram).
 */
type MetricValue = { value: number; labels: Record<string, string | number>; metricName?: string };

abstract class FastMetric<S> {
  readonly aggregator = 'sum';
  protected readonly series = new Map<string, { labels: Record<string, string>; series: S }>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
    registers: Registry[],
  ) {
    for (const registry of registers) registry.registerMetric(this as never);
  }

  /** The series of these label values (in labelNames' order), created on first use: keep it, do not ask per event. */
  labels(...values: string[]): S {
    if (values.length !== this.labelNames.length) throw new Error(`${this.name} takes labels ${this.labelNames.join(', ')}`);
    const key = values.join('\u0001');
    let entry = this.series.get(key);
    if (!entry) {
      const labels: Record<string, string> = {};
      this.labelNames.forEach((name, i) => (labels[name] = values[i]));
      entry = { labels, series: this.create() };
      this.series.set(key, entry);
    }
    return entry.series;
  }

  reset(): void {
    this.series.clear();
  }

  protected abstract create(): S;
}

export class CounterSeries {
  value = 0;

  inc(by = 1): void {
    this.value += by;
  }
}

export class FastCounter extends FastMetric<CounterSeries> {
  readonly type = 'counter';

  get(): { name: string; help: string; type: 'counter'; aggregator: string; values: MetricValue[] } {
    const values = [...this.series.values()].map(({ labels, series }) => ({ value: series.value, labels }));
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  protected create(): CounterSeries {
    return new CounterSeries();
  }
}

export class HistogramSeries {
  /** per bucket (not cumulative), the last one past the largest bound */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(private readonly bounds: readonly number[]) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]) i++;
    this.counts[i]++;
    this.sum += value;
    this.count++;
  }
}

export class FastHistogram extends FastMetric<HistogramSeries> {
  readonly type = 'histogram';
  private readonly bounds: readonly number[];

  constructor(name: string, help: string, labelNames: readonly string[], buckets: readonly number[], registers: Registry[]) {
    super(name, help, labelNames, registers);
    this.bounds = [...buckets].sort((a, b) => a - b);
  }

  get(): { name: string; help: string; type: 'histogram'; aggregator: string; values: MetricValue[] } {
    const values: MetricValue[] = [];
    for (const { labels, series } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += series.counts[i];
        values.push({ value: cumulative, labels: { le: bound, ...labels }, metricName: `${this.name}_bucket` });
      });
      values.push({ value: series.count, labels: { le: '+Inf', ...labels }, metricName: `${this.name}_bucket` });
      values.push({ value: series.sum, labels, metricName: `${this.name}_sum` });
      values.push({ value: series.count, labels, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  protected create(): HistogramSeries {
    return new HistogramSeries(this.bounds);
  }
}
