import { Counter, Histogram, Registry } from 'prom-client';

import { FastCounter, FastHistogram } from './fast-metrics';

/** The same observations through prom-client's metric and ours, each in a registry of its own. */
async function both(define: (registry: Registry, fast: boolean) => void): Promise<[string, string]> {
  const theirs = new Registry();
  const ours = new Registry();
  define(theirs, false);
  define(ours, true);
  return [await theirs.metrics(), await ours.metrics()];
}

describe('FastCounter and FastHistogram', () => {
  it('scrape as the same text as prom-client Counter and Histogram', async () => {
    const buckets = [0.005, 0.05, 0.5, 5];
    const samples = [0.001, 0.005, 0.02, 0.3, 0.3, 7, 0];
    const [theirs, ours] = await both((registry, fast) => {
      if (fast) {
        const counter = new FastCounter('requests_total', 'Requests.', ['command', 'status'], [registry]);
        counter.labels('List.Create', '200').inc();
        counter.labels('List.Create', '200').inc(2);
        counter.labels('unknown', '404').inc();
        const histogram = new FastHistogram('latency_seconds', 'Latency.', ['command'], buckets, [registry]);
        const series = histogram.labels('List.Create');
        for (const s of samples) series.observe(s);
        histogram.labels('Campaign.Get').observe(0.04);
      } else {
        const counter = new Counter({ name: 'requests_total', help: 'Requests.', labelNames: ['command', 'status'], registers: [registry] });
        counter.labels('List.Create', '200').inc();
        counter.labels('List.Create', '200').inc(2);
        counter.labels('unknown', '404').inc();
        const histogram = new Histogram({ name: 'latency_seconds', help: 'Latency.', labelNames: ['command'], buckets, registers: [registry] });
        for (const s of samples) histogram.labels('List.Create').observe(s);
        histogram.labels('Campaign.Get').observe(0.04);
      }
    });
    expect(ours).toBe(theirs);
    expect(ours).toContain('latency_seconds_bucket{le="0.005",command="List.Create"} 3');
    expect(ours).toContain('latency_seconds_bucket{le="+Inf",command="List.Create"} 7');
  });

  it('hands back the same series for the same labels, and refuses a wrong number of labels', () => {
    const counter = new FastCounter('x_total', 'X.', ['a'], []);
    expect(counter.labels('1')).toBe(counter.labels('1'));
    expect(() => counter.labels('1', '2')).toThrow('x_total takes labels a');
  });
});
