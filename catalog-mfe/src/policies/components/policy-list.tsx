import type { ReactNode } from 'react';

/** A bulleted list inside a policy section (the shell's base styles remove list markers). */
export function PolicyList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="cat:list-disc cat:space-y-2 cat:pl-5 cat:marker:text-brand-600">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed text that never reorders, so the position is a stable key
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
