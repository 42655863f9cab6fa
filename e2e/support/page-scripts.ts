/** The scripts a server-rendered page starts once it has painted: the sections' entries and the shell's own. */
export interface PageScripts {
  /** The sections' entries, by address. */
  preload: string[];
  /** The registered digest each section entry is preloaded with, by address. */
  integrity: Record<string, string | undefined>;
  run: string[];
}

/** Reads the list of scripts the server wrote into a page's starter script. */
export function pageScripts(html: string): PageScripts {
  const listed = /\{"preload":\[[^\]]*\],"run":\[[^\]]*\]\}/.exec(html);
  if (!listed) throw new Error('the page names no scripts to start');
  const files = JSON.parse(listed[0]) as { preload: Array<{ href: string; integrity?: string }>; run: string[] };
  return {
    preload: files.preload.map((file) => file.href),
    integrity: Object.fromEntries(files.preload.map((file) => [file.href, file.integrity])),
    run: files.run,
  };
}
