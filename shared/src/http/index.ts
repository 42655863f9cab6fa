export { matchesEtag } from './etag';
