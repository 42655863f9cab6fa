/** The arguments and environment that start a web server of the shop with Node. */
export function appServer(
  name: string,
  env?: Record<string, string | undefined>,
): { args: string[]; env: Record<string, string | undefined> };

export const webServerEntry: string;
