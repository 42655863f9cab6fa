/** Stops the page scrolling behind an overlay and returns a function that restores it exactly. */
export function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  const scrollY = window.scrollY;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the layout from jumping when the scroll bar disappears.
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
    window.scrollTo(0, scrollY);
  };
}
