import axios from 'axios';

/**
 * The one axios instance. Credentials go with every call because the session lives in
 * HttpOnly cookies, and the API refuses state-changing calls without X-Requested-With,
 * a header a cross-site form cannot set.
 */
export const http = axios.create({
  withCredentials: true,
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
});
