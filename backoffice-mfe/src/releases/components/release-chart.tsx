import type { HealthBucket } from '../api/releases-api';

const BUCKET_MS = 5 * 60_000;
const BUCKETS = 12;

interface Series {
  release: string;
  color: string;
}

/** Per five minutes of the last hour: each release's page views (bars) and failure rate (the label). */
export function ReleaseChart({ health, series, now }: { health: HealthBucket[]; series: Series[]; now: number }) {
  const start = Math.floor(now / BUCKET_MS) * BUCKET_MS - (BUCKETS - 1) * BUCKET_MS;
  const slots = Array.from({ length: BUCKETS }, (_, index) => start + index * BUCKET_MS);
  const at = (release: string, slot: number) => health.find((row) => row.release === release && Date.parse(row.at) === slot);
  const most = Math.max(1, ...health.map((row) => row.views));
  const width = 100 / BUCKETS;
  const barWidth = width / (series.length + 1);
  return (
    <figure className="bo:flex bo:flex-col bo:gap-2">
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="bo:h-28 bo:w-full bo:rounded bo:bg-slate-50"
        role="img"
        aria-label="Page views per five minutes, last hour"
      >
        {slots.flatMap((slot, index) =>
          series.map(({ release, color }, position) => {
            const row = at(release, slot);
            const height = row ? (row.views / most) * 36 : 0;
            const failed = row ? (row.loadFailures + row.renderErrors) / Math.max(row.views, 1) : 0;
            return (
              <rect
                key={`${release}-${slot}`}
                x={index * width + position * barWidth + barWidth / 2}
                y={40 - height}
                width={barWidth}
                height={height}
                fill={color}
                opacity={failed > 0 ? 1 : 0.6}
              >
                <title>{`${release}: ${row?.views ?? 0} views, ${Math.round(failed * 100)} % failed`}</title>
              </rect>
            );
          }),
        )}
      </svg>
      <figcaption className="bo:flex bo:flex-wrap bo:gap-x-4 bo:gap-y-1 bo:text-xs bo:text-slate-600">
        {series.map(({ release, color }) => {
          const rows = health.filter((row) => row.release === release);
          const views = rows.reduce((sum, row) => sum + row.views, 0);
          const failures = rows.reduce((sum, row) => sum + row.loadFailures + row.renderErrors, 0);
          return (
            <span key={release} className="bo:flex bo:items-center bo:gap-1">
              <span className="bo:inline-block bo:h-2 bo:w-2 bo:rounded-full" style={{ backgroundColor: color }} />
              <span className="bo:break-all">{release}</span>: {views} views, {views ? ((failures * 100) / views).toFixed(1) : '0.0'} %
              failed
            </span>
          );
        })}
      </figcaption>
    </figure>
  );
}
