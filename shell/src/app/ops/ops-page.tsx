import { SelectField, TextField } from '@shop/shared/fields';
import { useClientData } from '@shop/shared/page';
import { Button } from '@shop/shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { OpsError, type Overview, opsApi, type RegistryEntry } from './ops-api';
import { ReleaseChart } from './release-chart';

// The token stays for this tab only: closing it signs the operator out.
const TOKEN_KEY = 'shop-operator-token';
const REFRESH_MS = 5000;

function TokenForm({ onToken, problem }: { onToken: (token: string) => void; problem?: string }) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onToken(value.trim());
  };
  return (
    <form onSubmit={submit} className="mx-auto flex max-w-md flex-col gap-3 px-4 py-12">
      <h1 className="text-2xl font-semibold text-slate-900">Remote releases</h1>
      <TextField
        id="operator-token"
        label="Operator token"
        type="password"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <Button type="submit">Show releases</Button>
    </form>
  );
}

function RemoteCard({
  token,
  name,
  remote,
  overview,
  act,
  busy,
}: {
  token: string;
  name: string;
  remote: RegistryEntry;
  overview: Overview;
  act: (label: string, work: () => Promise<unknown>) => void;
  busy: boolean;
}) {
  const releases = overview.releases.filter((release) => release.remote === name && release.release !== remote.release);
  const [release, setRelease] = useState(remote.candidate?.release ?? releases[0]?.release ?? '');
  const [percent, setPercent] = useState(String(remote.candidate?.percent ?? 10));
  const health = overview.health.filter((row) => row.remote === name);
  const series = remote.release ? [{ release: remote.release, color: '#0f766e' }] : [];
  if (remote.candidate) series.push({ release: remote.candidate.release, color: '#c2410c' });
  const share = Number(percent);
  const validShare = percent !== '' && Number.isInteger(share) && share >= 0 && share <= 100;
  return (
    <section aria-label={name} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold capitalize text-slate-900">{name}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Stable</dt>
        <dd className="break-all font-mono" data-testid={`${name}-stable`}>
          {remote.release ?? 'none'}
        </dd>
        <dt className="text-slate-500">Candidate</dt>
        <dd className="break-all font-mono" data-testid={`${name}-candidate`}>
          {remote.candidate ? `${remote.candidate.release} at ${remote.candidate.percent} %` : 'none'}
        </dd>
      </dl>
      <ReleaseChart health={health} series={series} now={Date.now()} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField
          id={`${name}-release`}
          label="Release"
          className="flex-1"
          value={release}
          onChange={(event) => setRelease(event.target.value)}
          options={releases.map((option) => option.release)}
        />
        <TextField
          id={`${name}-share`}
          label="Share %"
          className="sm:w-24"
          inputMode="numeric"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
        />
        <Button
          disabled={busy || !release || !validShare}
          onClick={() => act(`${name} ${release} at ${share} %`, () => opsApi.rollout(token, name, release, share))}
        >
          Roll out
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={busy || !remote.candidate}
          onClick={() => act(`${name} promoted`, () => opsApi.promote(token, name))}
        >
          Promote
        </Button>
        <Button
          variant="danger"
          disabled={busy || !remote.candidate}
          onClick={() => act(`${name} rolled back`, () => opsApi.rollback(token, name))}
        >
          Roll back
        </Button>
        {remote.candidate ? (
          <>
            <a className="rounded-md px-3 py-2 text-sm text-brand-700 underline" href={`/?mf-${name}=candidate`}>
              Pin me to the candidate
            </a>
            <a className="rounded-md px-3 py-2 text-sm text-brand-700 underline" href={`/?mf-${name}=auto`}>
              Unpin
            </a>
          </>
        ) : null}
      </div>
    </section>
  );
}

/** The operator page: each remote's rollout, its health, the history and the commands, behind the operator token. */
export default function OpsPage() {
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY) ?? '');
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const {
    status,
    data: overview,
    error,
    retry,
  } = useClientData<Overview | undefined>(() => (token ? opsApi.overview(token) : Promise.resolve(undefined)), undefined, [token]);

  // A failure stays on screen through the next refreshes until one succeeds; a refused token signs out.
  useEffect(() => {
    if (status === 'ready' && overview) setProblem(undefined);
    if (status !== 'failed') return;
    if (error instanceof OpsError && error.status === 401) {
      sessionStorage.removeItem(TOKEN_KEY);
      setToken('');
      setProblem('That token was not accepted.');
    } else setProblem(error instanceof Error ? error.message : String(error));
  }, [status, error, overview]);

  useEffect(() => {
    if (!token) return;
    const timer = setInterval(retry, REFRESH_MS);
    return () => clearInterval(timer);
  }, [token, retry]);

  if (!token) {
    return (
      <TokenForm
        problem={problem}
        onToken={(value) => {
          sessionStorage.setItem(TOKEN_KEY, value);
          setToken(value);
        }}
      />
    );
  }

  // Each command is sent with the token, then the page shows the registry as it now is.
  const act = (label: string, work: () => Promise<unknown>) => {
    setBusy(true);
    setNotice(undefined);
    work()
      .then(() => setNotice(`Done: ${label}.`))
      .catch((error: unknown) => setNotice(error instanceof Error ? error.message : String(error)))
      .finally(() => {
        setBusy(false);
        retry();
      });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Remote releases</h1>
        <Button
          variant="ghost"
          onClick={() => {
            sessionStorage.removeItem(TOKEN_KEY);
            setToken('');
          }}
        >
          Sign out
        </Button>
      </div>
      {notice ? (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {notice}
        </p>
      ) : null}
      {/* An answer that came clears the failure at once, not one render later. */}
      {problem && !(status === 'ready' && overview) ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {overview ? (
        <>
          <p className="text-sm text-slate-600">
            A candidate is rolled back by itself when more than {overview.rollback.failurePercent} % of at least{' '}
            {overview.rollback.minViews} page views in ten minutes failed. Figures: the last hour, per five minutes.
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            {Object.entries(overview.remotes).map(([name, remote]) => (
              <RemoteCard
                token={token}
                key={`${name}-${remote.release}-${remote.candidate?.release ?? ''}`}
                name={name}
                remote={remote}
                overview={overview}
                act={act}
                busy={busy}
              />
            ))}
          </div>
          <section aria-label="History" className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold text-slate-900">Rollout history</h2>
            <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
              {overview.events.map((event) => (
                <li key={event.id} className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:gap-3" data-testid="rollout-event">
                  <time className="text-slate-500" dateTime={event.createdAt}>
                    {new Date(event.createdAt).toLocaleString()}
                  </time>
                  <span className="font-medium">
                    {event.remote} {event.kind}
                  </span>
                  <span className="break-all font-mono">{event.release}</span>
                  <span className="text-slate-600">
                    {Object.entries(event.detail)
                      .map(([key, value]) => `${key} ${value}`)
                      .join(', ')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <p className="text-sm text-slate-600">Loading…</p>
      )}
    </div>
  );
}
