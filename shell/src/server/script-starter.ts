/** What the page's starter is told by the server. */
export interface StarterPlan {
  files: {
    /** The sections' entries, fetched at once beside the shell's scripts, with their registered digests. */
    preload: Array<{ href: string; integrity?: string }>;
    /** The shell's scripts, run in this order. */
    run: string[];
  };
  /** At the latest this long after the page is parsed, the scripts start. */
  capMs: number;
  /** Two frames after the hero has loaded, how much longer its paint report may take. */
  heroPaintWaitMs: number;
  /** The shop's font (a `FontFaceSet.load` query), loaded when the scripts start for the next page. */
  fontQuery: string;
}

/**
 * Runs in the page as an inline script (decision 018), so it uses nothing from outside its own
 * body and its strings hold no spaces (see `inlineCall`). It starts the page's scripts once the
 * hero picture (`fetchpriority="high"`) is on screen: the browser's largest-contentful-paint
 * report after the hero has loaded, a frame later; without such reports two frames after it
 * loads; at the latest two frames and `heroPaintWaitMs` after it loads, and `capMs` after parsing.
 * A page without a hero starts them at once. Starting also loads the shop's font, which the page
 * held back (see `app/held-font.ts`), so that it does not share the link with the hero and the
 * styles; the next page paints in it. A section entry with a registered digest is preloaded
 * in CORS mode with it, as the federation runtime then runs it, or the preload would not be used.
 * The plan is the page's data, read from the JSON element `planId`: the script itself is the same
 * text on every page, so the page's policy allows it by one hash computed once.
 */
export function startWhenHeroPainted(planId: string): void {
  const plan: StarterPlan = JSON.parse(document.getElementById(planId)?.textContent ?? '');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.fonts?.load(plan.fontQuery).catch(() => {});
    for (const file of plan.files.preload) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = file.href;
      if (file.integrity) {
        link.setAttribute('integrity', file.integrity);
        link.setAttribute('crossorigin', 'anonymous');
      }
      document.head.appendChild(link);
    }
    for (const src of plan.files.run) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    }
  };
  setTimeout(start, plan.capMs);
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero) {
    start();
    return;
  }
  let waiting = !hero.complete;
  const reports = !!window.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint');
  const loaded = () => {
    waiting = false;
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, reports ? plan.heroPaintWaitMs : 0)));
  };
  if (waiting) {
    hero.addEventListener('load', loaded);
    hero.addEventListener('error', loaded);
  }
  if (reports) {
    new PerformanceObserver(() => {
      if (!waiting) requestAnimationFrame(() => setTimeout(start, 0));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else if (!waiting) loaded();
}
