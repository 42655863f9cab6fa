/**
 * The tokens are HttpOnly cookies the page cannot read; the API also sets a
 * readable `signedIn=1` hint so a guest's first view makes no profile call.
 */
export function hasSessionHint(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === 'signedIn=1');
}
