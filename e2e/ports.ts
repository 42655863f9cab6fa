// Ports of the site under test, apart from the defaults so a running development shop is left alone.
export const e2ePorts = { shell: 3100, catalog: 3101, account: 3102, checkout: 3103, inquiries: 3104, api: 4100 } as const;

export const shopUrl = `http://localhost:${e2ePorts.shell}`;
export const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
