/** Whether PostgreSQL refused with `code`, wrapped or not depending on the driver. */
function hasSqlState(error: unknown, code: string): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

/** PostgreSQL's foreign_key_violation: a row another still names. */
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, '23503');
