// Ports of the site under test, apart from the defaults so a running development shop is left alone.
// E2E_PORT_OFFSET moves the whole set, so two checkouts can run their journeys side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

export const e2ePorts = {
  shell: 3100 + offset,
  catalog: 3101 + offset,
  account: 3102 + offset,
  checkout: 3103 + offset,
  inquiries: 3104 + offset,
  api: 4100 + offset,
} as const;

export const shopUrl = `http://localhost:${e2ePorts.shell}`;
export const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
