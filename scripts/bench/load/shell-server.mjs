// Starts one of the shell's rendering servers for the load run. Kept to this one function: it is the
// only place that knows how the shell's server is started.
import { appServer } from '../../lib/app-servers.mjs';
import { startNode } from './processes.mjs';

/**
 * One shell rendering server on `port` (its back office site on `backofficePort`), rendering from and
 * proxying /api to the API on `apiPort`, believing the balancer in front about the client's address.
 * `env` carries the run's data folder, the remotes' ports and the releases server's.
 */
export function startShellServer({ name, port, backofficePort, apiPort, publicOrigin, env, logDir }) {
  const server = appServer('shell', {
    ...env,
    SHELL_PORT: String(port),
    BACKOFFICE_SITE_PORT: String(backofficePort),
    API_PORT: String(apiPort),
    PUBLIC_ORIGIN: publicOrigin,
    TRUST_PROXY: 'on',
  });
  const [script, ...args] = server.args;
  return startNode({ name, script, args, logDir, env: server.env });
}
