import autocannon from 'autocannon';

const res = await autocannon({
  url: process.argv[2],
  connections: 50,
  duration: +(process.argv[3] ?? 8),
  headers: { 'accept-encoding': 'br, gzip' },
});
console.log(process.argv[2], Math.round(res.requests.average), '/s p50', res.latency.p50, 'p99', res.latency.p99, 'non2xx', res.non2xx);
