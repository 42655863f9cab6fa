// The CPU a server process spends per page: its user and system time (Linux's /proc) over requests
// sent one after another, divided by their number. Sequential, so the figure is the page's own cost,
// not a queue's.
import { readFileSync } from 'node:fs';

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** A process's user plus system CPU time so far, in ticks: the 14th and 15th fields of /proc/<pid>/stat. */
export function cpuTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (2nd field) may hold spaces; the fields after it are counted from its closing bracket.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Milliseconds of the process's CPU per request to `url`, over `requests` requests after a few to warm it. */
export async function cpuPerPage(pid, url, requests = 200) {
  const get = async () => {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  };
  for (let i = 0; i < 5; i += 1) await get();
  const before = cpuTicks(pid);
  for (let i = 0; i < requests; i += 1) await get();
  return ((cpuTicks(pid) - before) * 1000) / TICKS_PER_SECOND / requests;
}
