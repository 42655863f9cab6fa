import { shopperMessage } from '@shop/shared/api-client';
import type { RegistryOverview } from '@shop/shared/contracts';
import { formatDateTime } from '@shop/shared/format';
import { useQuery } from '@shop/shared/query';
import { toast } from '@shop/shared/stores';
import { useEffect, useState } from 'react';
import { releasesApi } from '../api/releases-api';
import { ReleaseChart } from './release-chart';
import { RemoteCommands } from './remote-commands';

const REFRESH_MS = 5000;
export const RELEASES_FAILED = 'The releases could not be loaded. Please try again.';

function RemoteCard({
  name,
  remote,
  overview,
  act,
  busy,
}: {
  name: string;
  remote: RegistryOverview['remotes'][string];
  overview: RegistryOverview;
  act: (work: () => Promise<string>) => void;
  busy: boolean;
}) {
  const releases = overview.releases.filter((release) => release.remote === name && release.release !== remote.release);
  const health = overview.health.filter((row) => row.remote === name);
  const series = remote.release ? [{ release: remote.release, color: '#0f766e' }] : [];
  if (remote.candidate) series.push({ release: remote.candidate.release, color: '#c2410c' });
  return (
    <section
      aria-label={name}
      className="bo:flex bo:flex-col bo:gap-3 bo:rounded-xl bo:border bo:border-slate-200 bo:bg-white bo:p-4 bo:shadow-sm"
    >
      <h2 className="bo:text-lg bo:font-semibold bo:capitalize bo:text-slate-900">{name}</h2>
      <dl className="bo:grid bo:grid-cols-[auto_1fr] bo:gap-x-3 bo:gap-y-1 bo:text-sm">
        <dt className="bo:text-slate-500">Stable</dt>
        <dd className="bo:break-all bo:font-mono" data-testid={`${name}-stable`}>
          {remote.release ?? 'none'}
        </dd>
        <dt className="bo:text-slate-500">Candidate</dt>
        <dd className="bo:break-all bo:font-mono" data-testid={`${name}-candidate`}>
          {remote.candidate ? `${remote.candidate.release} at ${remote.candidate.percent} %` : 'none'}
        </dd>
      </dl>
      <ReleaseChart health={health} series={series} now={Date.now()} />
      <RemoteCommands name={name} remote={remote} releases={releases} act={act} busy={busy} />
    </section>
  );
}

/** The release engineer's page: each remote's rollout, its health, the history and the commands. */
export function ReleasesPage() {
  const [busy, setBusy] = useState(false);
  const {
    status,
    data: overview,
    error,
    retry,
  } = useQuery<RegistryOverview | undefined>(['backoffice/releases'], releasesApi.overview, undefined);

  // A failure stays on screen through the next refreshes until one answers.
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (status === 'failed') setProblem(shopperMessage(error, RELEASES_FAILED));
    if (status === 'ready') setProblem(undefined);
  }, [status, error]);

  // The figures move while a rollout runs: read them again every few seconds.
  useEffect(() => {
    const timer = setInterval(retry, REFRESH_MS);
    return () => clearInterval(timer);
  }, [retry]);

  // Each command is sent, told in a toast, then the page shows the registry as it now is.
  const act = (work: () => Promise<string>) => {
    setBusy(true);
    work()
      .then((message) => toast.success(message))
      .catch((failure: unknown) => toast.error(shopperMessage(failure, 'That did not work. Please try again.')))
      .finally(() => {
        setBusy(false);
        retry();
      });
  };

  return (
    <div className="bo:flex bo:flex-col bo:gap-6">
      <h1 className="bo:text-2xl bo:font-semibold bo:text-slate-900">Remote releases</h1>
      {/* An answer that came clears the failure at once, not one render later. */}
      {problem && status !== 'ready' ? (
        <p role="alert" className="bo:text-sm bo:text-red-700">
          {problem}
        </p>
      ) : null}
      {overview ? (
        <>
          <p className="bo:text-sm bo:text-slate-600">
            A candidate is rolled back by itself when more than {overview.rollback.failurePercent} % of at least{' '}
            {overview.rollback.minViews} page views in ten minutes failed. Figures: the last hour, per five minutes.
          </p>
          <div className="bo:grid bo:gap-4 bo:md:grid-cols-2">
            {Object.entries(overview.remotes).map(([name, remote]) => (
              <RemoteCard
                key={`${name}-${remote.release}-${remote.candidate?.release ?? ''}`}
                name={name}
                remote={remote}
                overview={overview}
                act={act}
                busy={busy}
              />
            ))}
          </div>
          <section aria-label="History" className="bo:flex bo:flex-col bo:gap-2">
            <h2 className="bo:text-lg bo:font-semibold bo:text-slate-900">Rollout history</h2>
            <ul className="bo:flex bo:flex-col bo:divide-y bo:divide-slate-200 bo:rounded-xl bo:border bo:border-slate-200 bo:bg-white bo:text-sm">
              {overview.events.map((event) => (
                <li
                  key={event.id}
                  className="bo:flex bo:flex-col bo:gap-1 bo:px-3 bo:py-2 bo:sm:flex-row bo:sm:gap-3"
                  data-testid="rollout-event"
                >
                  <time className="bo:text-slate-500" dateTime={String(event.createdAt)}>
                    {formatDateTime(event.createdAt)}
                  </time>
                  <span className="bo:font-medium">
                    {event.remote} {event.kind}
                  </span>
                  <span className="bo:break-all bo:font-mono">{event.release}</span>
                  <span className="bo:text-slate-600">
                    {Object.entries(event.detail)
                      .map(([key, value]) => `${key} ${value}`)
                      .join(', ')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : status === 'loading' ? (
        <p className="bo:text-sm bo:text-slate-600">Loading…</p>
      ) : null}
    </div>
  );
}
