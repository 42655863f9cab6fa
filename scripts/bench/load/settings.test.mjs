import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadPorts, loadSettings, runEnvironment } from './settings.mjs';

test('every port of a run is distinct and follows the base', () => {
  const ports = loadPorts(5100, ['account', 'catalog', 'checkout']);
  const all = [ports.balancer, ...ports.shells, ...ports.backoffices, ...ports.apis, ports.releases, ...Object.values(ports.remotes)];
  assert.equal(new Set(all).size, all.length);
  assert.equal(ports.balancer, 5100);
  assert.ok(all.every((port) => port >= 5100 && port < 5130));
});

test('defaults to a thousand shoppers, fifty at a time, on PostgreSQL port 55440', () => {
  const settings = loadSettings({}, []);
  assert.equal(settings.shoppers, 1000);
  assert.equal(settings.concurrency, 50);
  assert.equal(settings.postgresPort, 55440);
  assert.equal(settings.databaseUrl, undefined);
});

test('never runs more shoppers at once than there are', () => {
  assert.equal(loadSettings({ LOAD_SHOPPERS: '10' }, []).concurrency, 10);
});

test('refuses a setting that is not a whole number in range, naming it', () => {
  assert.throws(() => loadSettings({ LOAD_SHOPPERS: 'many' }, []), /LOAD_SHOPPERS/);
  assert.throws(() => loadSettings({ LOAD_PORT_BASE: '80' }, []), /LOAD_PORT_BASE/);
});

test('the run tells every part its ports through the variables the run scripts read', () => {
  const env = runEnvironment(loadPorts(5100, ['catalog', 'back-office']), '/tmp/run');
  assert.equal(env.DATA_DIR, '/tmp/run');
  assert.equal(env.SHELL_PORT, '5101');
  assert.equal(env.API_PORT, '5105');
  assert.equal(env.CATALOG_PORT, '5110');
  assert.equal(env.BACK_OFFICE_PORT, '5111');
  assert.equal(env.RELEASES_PORT, '5109');
});
