/** The scripts a server-rendered page starts once it has painted: the sections' entries and the shell's own. */
export interface PageScripts {
  preload: string[];
  run: string[];
}

/** Reads the list of scripts the server wrote into a page's starter script. */
export function pageScripts(html: string): PageScripts {
  const listed = /\{"preload":\[[^\]]*\],"run":\[[^\]]*\]\}/.exec(html);
  if (!listed) throw new Error('the page names no scripts to start');
  return JSON.parse(listed[0]) as PageScripts;
}
