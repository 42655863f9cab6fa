// What `npm start` and `npm run dev` print: each part's output, line by line, behind its name; its
// pino JSON lines (the API's and the web servers') made readable on the way. The run folder's logs
// keep the JSON as written, and so does any server run on its own (production).
import { prettyFactory } from 'pino-pretty';

/**
 * A printer for one part's output: give it each chunk as it arrives, print what it returns (whole
 * lines only; a line cut between chunks waits for its end). `colour`: the terminal shows colours.
 */
export function prefixedLines(name, { width = name.length, colour = false } = {}) {
  const pretty = prettyFactory({
    colorize: colour,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname',
    // A request's fields on its own line; an error's stack still takes the lines it needs.
    singleLine: true,
  });
  const prefix = `[${name}]`.padEnd(width + 2);
  // A request is logged twice (arrived, answered); it is printed once, when answered, with its address.
  const arrived = new Map();
  const readable = (line) => {
    const event = parsed(line);
    if (event?.msg === 'incoming request' && event.reqId && event.req) {
      if (arrived.size > 1000) arrived.clear();
      arrived.set(event.reqId, event.req);
      return '';
    }
    const req = event?.msg === 'request completed' ? arrived.get(event.reqId) : undefined;
    if (!req) return pretty(line);
    arrived.delete(event.reqId);
    const { res, responseTime, reqId, ...rest } = event;
    return pretty({ ...rest, msg: `${req.method} ${req.url} ${res?.statusCode} in ${Math.round(responseTime ?? 0)} ms` });
  };
  let partial = '';
  return (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    return lines
      .filter((line) => line.trim() !== '')
      .map(readable)
      .filter(Boolean)
      .flatMap((text) => text.trimEnd().split('\n'))
      .map((line) => `${prefix} ${line}\n`)
      .join('');
  };
}

/** The log event a line holds, or undefined for any other output. */
function parsed(line) {
  if (!line.startsWith('{')) return undefined;
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
