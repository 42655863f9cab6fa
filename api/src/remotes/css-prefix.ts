import postcss, { type AtRule, type Node, type Rule } from 'postcss';

/** The class a selector must carry to belong to a remote: Tailwind writes `cat:flex` as `.cat\:flex`. */
const prefixClass = (prefix: string) => `.${prefix}\\:`;

/** Whether a rule only sets custom properties (`--cat-color-…`, `--tw-…`), which style nothing by themselves. */
function onlyCustomProperties(rule: Rule): boolean {
  let styles = false;
  rule.walkDecls((declaration) => {
    if (!declaration.prop.startsWith('--')) styles = true;
  });
  return !styles;
}

/** Rules inside keyframes name animation steps, not elements. */
function inKeyframes(rule: Rule): boolean {
  for (let parent: Node | undefined = rule.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return true;
  }
  return false;
}

/**
 * The first rule of a stylesheet that could style another team's markup: a selector without the
 * remote's class prefix that sets anything but custom properties. Undefined when every rule is the
 * remote's own. Throws on a stylesheet that cannot be parsed.
 */
export function ruleOutsidePrefix(css: string, prefix: string): string | undefined {
  const root = postcss.parse(css);
  let found: string | undefined;
  root.walkRules((rule) => {
    if (found !== undefined || inKeyframes(rule) || onlyCustomProperties(rule)) return;
    const outside = rule.selectors.find((selector) => !selector.includes(prefixClass(prefix)));
    if (outside !== undefined) found = outside;
  });
  return found;
}
