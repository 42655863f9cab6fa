/** The attributes tying a control to its hint and error texts, so a screen reader reads them with it. */
export function errorAttributes(id: string, error: string | null | undefined, hint?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** The reason a field is invalid, referenced by its control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  );
}
