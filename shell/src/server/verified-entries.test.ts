// @vitest-environment node
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha384 } from './release-files';
import { evaluateServerEntry, expectServerEntry, verifiedEntriesPlugin } from './verified-entries';

const files = new Map<string, string>();
let origin = '';
const server = createServer((request, response) => {
  const body = files.get(request.url?.split('?')[0] ?? '');
  response.writeHead(body === undefined ? 404 : 200).end(body ?? '');
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const policy = { origins: 'loopback' as const, developmentReleases: false };
const CONTAINER = 'module.exports = { reviews: { init() {}, get() {} } };';

function loadEntry(url: string) {
  const plugin = verifiedEntriesPlugin(policy, 1000) as unknown as {
    loadEntry(args: { remoteInfo: { entry: string; entryGlobalName: string } }): Promise<unknown>;
  };
  return plugin.loadEntry({ remoteInfo: { entry: `${url}?build=b1`, entryGlobalName: 'reviews' } });
}

describe('the rendering server’s loader of remote entries', () => {
  it('evaluates an entry whose bytes are the released ones and answers its container', async () => {
    files.set('/reviews/1/server/remoteEntry.js', CONTAINER);
    expectServerEntry(`${origin}/reviews/1/server/remoteEntry.js`, sha384(Buffer.from(CONTAINER)));
    await expect(loadEntry(`${origin}/reviews/1/server/remoteEntry.js`)).resolves.toHaveProperty('init');
  });

  it('evaluates nothing whose bytes changed after the release: the code that would leave a mark never runs', async () => {
    const marker = path.join(mkdtempSync(path.join(os.tmpdir(), 'entry-')), 'ran');
    files.set('/reviews/2/server/remoteEntry.js', CONTAINER);
    expectServerEntry(`${origin}/reviews/2/server/remoteEntry.js`, sha384(Buffer.from(CONTAINER)));
    files.set(
      '/reviews/2/server/remoteEntry.js',
      `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'x');\n${CONTAINER}`,
    );
    await expect(loadEntry(`${origin}/reviews/2/server/remoteEntry.js`)).rejects.toThrow('is not the file released');
    expect(existsSync(marker)).toBe(false);
  });

  it('loads no entry the registry did not name, and no unchecked build where development builds may not run', async () => {
    files.set('/stray/server/remoteEntry.js', CONTAINER);
    await expect(loadEntry(`${origin}/stray/server/remoteEntry.js`)).rejects.toThrow('is not the server entry of a registered release');
    expectServerEntry(`${origin}/dev/server/remoteEntry.js`, undefined);
    files.set('/dev/server/remoteEntry.js', CONTAINER);
    await expect(loadEntry(`${origin}/dev/server/remoteEntry.js`)).rejects.toThrow('has no registered digest');
  });

  it('gives remote code no Node modules', () => {
    expect(() => evaluateServerEntry("require('node:fs');", 'http://127.0.0.1/x/server/remoteEntry.js', 'x')).toThrow(
      'asked for the module "node:fs"',
    );
  });
});
