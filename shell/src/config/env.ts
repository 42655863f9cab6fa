// The shell's only build-time setting; everything about remotes and the API arrives at run time.
/** Where the run-time configuration is fetched from. */
export const REMOTES_CONFIG_URL = '/remotes.json';

/** Brand name used in page titles. */
export const SITE_NAME = 'Ujjwal Home Care';
