import fp from 'fastify-plugin';

/**
 * Bodies are JSON only. Dropping Fastify's text/plain parser backs up the CSRF
 * header check: a "simple" cross-site post (form or text) cannot be JSON, so it is
 * answered 415 and never reaches a handler. An empty JSON body is read as no body,
 * since some clients send the JSON content type on bodiless calls.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['text/plain', 'application/json']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'body-parsers' },
);
