import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveMediaPath } from './resolve-media-path';

const root = path.resolve('/srv/public');

describe('resolveMediaPath', () => {
  it('resolves a file inside the folder', () => {
    expect(resolveMediaPath(root, 'banners/a.svg')).toBe(path.join(root, 'banners', 'a.svg'));
  });

  it.each([['../secret.txt'], ['banners/../../secret.txt'], ['..\\secret.txt'], ['.env'], ['banners/.hidden.svg'], ['a.svg\0.png'], ['']])(
    'refuses %j',
    (requested) => {
      expect(resolveMediaPath(root, requested)).toBeNull();
    },
  );

  it('never resolves to the folder itself', () => {
    expect(resolveMediaPath(root, '/')).toBeNull();
  });
});
