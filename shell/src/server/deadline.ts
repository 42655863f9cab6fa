/**
 * Runs `work` with a signal that aborts after `ms`, and settles by then whatever `work` does: a reply
 * whose body stalls, or whose abort is lost on the way, must not hold its caller (and every request
 * queued behind it) forever. Past the deadline the promise rejects with `late()`.
 */
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>, late: () => Error): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = late();
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
