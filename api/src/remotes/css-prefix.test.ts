import { describe, expect, it } from 'vitest';
import { ruleOutsidePrefix } from './css-prefix';

describe('ruleOutsidePrefix', () => {
  it('passes a stylesheet whose every styling rule carries the prefix class', () => {
    const css = [
      '@layer theme{:root,:host{--cat-color-brand:#0f766e}}',
      '@layer properties{*,:before,:after{--tw-shadow:0 0 #0000}}',
      '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}',
      '@layer utilities{.cat\\:flex{display:flex}@media (min-width:40rem){.cat\\:sm\\:grid{display:grid}}.cat\\:hover\\:underline:hover{text-decoration:underline}}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
    ].join('\n');
    expect(ruleOutsidePrefix(css, 'cat')).toBeUndefined();
  });

  it('names a rule that would style other teams’ markup', () => {
    expect(ruleOutsidePrefix('.cat\\:flex{display:flex}\nbutton{color:red}', 'cat')).toBe('button');
    expect(ruleOutsidePrefix('.cat\\:flex,.flex{display:flex}', 'cat')).toBe('.flex');
    expect(ruleOutsidePrefix('.chk\\:flex{display:flex}', 'cat')).toBe('.chk\\:flex');
    expect(ruleOutsidePrefix(':root{color:red;--cat-x:1}', 'cat')).toBe(':root');
  });
});
