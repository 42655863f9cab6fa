// Runs named jobs a few at a time, printing each one's held output as a block when it ends, so a CI
// log reads like a sequential one while the machine's cores are all busy.

/**
 * @param {Array<[string, () => Promise<string | void>]>} jobs in the order they should start
 * @param {number} width how many run at once
 * @param {(text: string) => void} [print]
 * @returns {Promise<void>} rejects naming every job that failed, after all have ended
 */
export async function runSideBySide(jobs, width, print = (text) => process.stdout.write(text)) {
  const queue = [...jobs];
  const failed = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const [name, start] = job;
      const started = Date.now();
      print(`--- ${name}: started\n`);
      let output = '';
      let error;
      try {
        const result = await start();
        output = typeof result === 'string' ? result : '';
      } catch (caught) {
        error = caught;
        output = caught?.output ?? '';
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = error ? `FAILED (${error.message})` : 'passed';
      print(`\n--- ${name} ---\n${output}${output.endsWith('\n') || !output ? '' : '\n'}--- ${name}: ${verdict} in ${seconds} s\n`);
      if (error) failed.push(name);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, width) }, worker));
  if (failed.length) throw new Error(`failed: ${failed.join('; ')}`);
}
