import type { RegistryOverview } from '@shop/shared/contracts';
import { SelectField, TextField } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { useState } from 'react';
import { releasesApi } from '../api/releases-api';

interface RemoteCommandsProps {
  name: string;
  remote: RegistryOverview['remotes'][string];
  /** The remote's releases that may be rolled out: every one but the stable. */
  releases: RegistryOverview['releases'];
  act: (work: () => Promise<string>) => void;
  busy: boolean;
}

/** One remote's commands: roll a release out to a share of page views, then promote the candidate or roll it back. */
export function RemoteCommands({ name, remote, releases, act, busy }: RemoteCommandsProps) {
  const [release, setRelease] = useState(remote.candidate?.release ?? releases[0]?.release ?? '');
  const [percent, setPercent] = useState(String(remote.candidate?.percent ?? 10));
  const share = Number(percent);
  const validShare = percent !== '' && Number.isInteger(share) && share >= 0 && share <= 100;
  return (
    <>
      <div className="bo:flex bo:flex-col bo:gap-2 bo:sm:flex-row bo:sm:items-end">
        <SelectField
          id={`${name}-release`}
          label="Release"
          className="bo:flex-1"
          value={release}
          onChange={(event) => setRelease(event.target.value)}
          options={releases.map((option) => option.release)}
        />
        <TextField
          id={`${name}-share`}
          label="Share %"
          className="bo:sm:w-24"
          inputMode="numeric"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
        />
        <Button disabled={busy || !release || !validShare} onClick={() => act(() => releasesApi.rollout(name, release, share))}>
          Roll out
        </Button>
      </div>
      <div className="bo:flex bo:flex-wrap bo:gap-2">
        <Button variant="secondary" disabled={busy || !remote.candidate} onClick={() => act(() => releasesApi.promote(name))}>
          Promote
        </Button>
        <Button variant="danger" disabled={busy || !remote.candidate} onClick={() => act(() => releasesApi.rollback(name))}>
          Roll back
        </Button>
      </div>
    </>
  );
}
