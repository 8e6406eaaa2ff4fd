import autocannon from 'autocannon';

export type LoadRequest = autocannon.Request;

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  /** Upper bound on requests; the run ends at whichever of `seconds` and `maxRequests` comes first. */
  maxRequests?: number;
  requests: LoadRequest[];
  /**
   * Turns each response's time into the sample to keep, or undefined to keep none (a flow of several requests timed
   * end to end); by default every response is one sample.
   */
  sample?: (responseTime: number) => number | undefined;
};

export type LoadStats = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Responses outside 2xx plus connection errors and timeouts: a latency over failed requests means nothing. */
  failures: number;
  statusCodes: Record<string, number>;
};

// Enough for any run this machine can do in a minute; past it samples are dropped rather than growing memory.
const MAX_SAMPLES = 2_000_000;

/**
 * One autocannon run. Latencies are collected from every response (autocannon's own summary has no p95), in
 * milliseconds from request written to response complete, as a client would see them.
 */
export async function runLoad(options: LoadOptions): Promise<LoadStats> {
  const samples = new Float64Array(MAX_SAMPLES);
  let count = 0;
  // Throughput runs to the last response: a run bounded by its request count idles until autocannon's next
  // one-second tick before it reports, which would understate req/s.
  const startedAt = performance.now();
  let lastResponseAt = startedAt;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        maxOverallRequests: options.maxRequests,
        requests: options.requests,
        timeout: 10,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      lastResponseAt = performance.now();
      const value = options.sample ? options.sample(responseTime) : responseTime;
      if (value !== undefined && count < MAX_SAMPLES) samples[count++] = value;
    });
  });
  const seconds = (lastResponseAt - startedAt) / 1000;
  const sorted = samples.subarray(0, count).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(stat.count);
  return {
    requests: count,
    seconds,
    rps: seconds > 0 ? count / seconds : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: count ? (sorted[count - 1] ?? 0) : 0,
    failures: result.non2xx + result.errors, // autocannon's errors already include timeouts
    statusCodes,
  };
}

/** Nearest-rank percentile over sorted samples. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
