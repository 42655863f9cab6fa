// One operator call over the API's /api/operator routes, for the operator's commands (`npm run ops`,
// `npm run staff`): the most fitting token, a clear line when the API is down, the API's own message
// (or each field's problem) when it refuses.
import { operatorTokenFor } from './operator-token.mjs';
import { apiPort } from './shop-config.mjs';

const api = (process.env.OPS_API_URL ?? `http://127.0.0.1:${apiPort}`).replace(/\/+$/, '');

/** An operator call with the token for `scope` (any token reads the overview; `admin` covers every scope). */
export async function operatorCall(method, pathname, body, scope = 'admin') {
  const token = operatorTokenFor(scope);
  if (!token) throw new Error('no operator token: set OPS_TOKEN or OPERATOR_TOKEN, or start the shop once with npm start');
  const response = await fetch(`${api}/api/operator${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).catch((error) => {
    throw new Error(`the API at ${api} is not reachable (${error.cause?.code ?? error.message})`);
  });
  const reply = await response.json();
  if (!response.ok) {
    const fields = Object.entries(reply.fields ?? {}).map(([field, problem]) => `${field} ${problem}`);
    throw new Error(fields.length > 0 ? fields.join('; ') : (reply.message ?? `the API answered ${response.status}`));
  }
  return reply;
}
