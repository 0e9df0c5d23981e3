// Puts each "body.<field>: …" issue of a 400 next to its form field, and the rest in
// `root.server` above the form (shared by every sites, structure and share-link form).
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '@/lib/api-client';

/**
 * `fields` maps API body fields to form fields: a string list when the names are the same,
 * or a function that maps a body path (`jsonSchema.properties.x`) to a form field.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[] | ((apiField: string) => FieldPath<T> | undefined),
) {
  const toField =
    typeof fields === 'function'
      ? fields
      : (name: string) =>
          fields.includes(name.split('.')[0] ?? '')
            ? (name.split('.')[0] as FieldPath<T>)
            : undefined;
  const unplaced: string[] = [];
  let focused = false;
  if (isApiError(error) && error.issues.length > 0) {
    for (const issue of error.issues) {
      const field = toField(issue.field);
      if (field) {
        setError(field, { type: 'server', message: issue.message }, { shouldFocus: !focused });
        focused = true;
      } else {
        unplaced.push(`${issue.field}: ${issue.message}`);
      }
    }
  } else {
    unplaced.push(errorMessage(error));
  }
  if (unplaced.length)
    setError('root.server' as FieldPath<T>, { type: 'server', message: unplaced.join(' ') });
}
