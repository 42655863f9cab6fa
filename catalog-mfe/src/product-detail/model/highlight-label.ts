/** A highlight's label as shown: the data says 'brand', the page says 'Brand'. */
export function highlightLabel(label: string): string {
  const trimmed = label.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
