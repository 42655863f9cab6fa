import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** What `field(name)` gives a field of the kit: its registration and its error text. */
export type RegisteredField = UseFormRegisterReturn & { error?: string };

/**
 * A form checked against one of the shop's schemas (`@shop/shared/validation`, the spec's messages):
 * checked on submit, focus on the first bad field, and editing a field clears its error (the spec's
 * rule for every form) rather than checking it again while the shopper types.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, unknown>, V extends FieldValues>(
  schema: S,
  defaultValues: DefaultValues<V>,
) {
  // V is the form as typed (an unticked box is false), which the schema turns into its output.
  const form = useForm<V, unknown, z.output<S>>({
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<V, unknown, z.output<S>>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  type Name = FieldPath<V>;
  const { register, clearErrors, formState, setValue, watch } = form;

  function errorOf(name: Name): string | undefined {
    const found = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], formState.errors);
    return (found as { message?: string } | undefined)?.message;
  }

  /**
   * A field's registration and its error text, to spread on a field of the kit in `@shop/shared/ui`;
   * `onEdit` runs after each edit (a new state empties the city, say).
   */
  function field(name: Name, onEdit?: () => void): RegisteredField {
    const onChange = () => {
      clearErrors(name);
      onEdit?.();
    };
    return { ...register(name, { onChange }), error: errorOf(name) };
  }

  /** A choice held by value: what the kit's `RadioGroup` (value) and `Checkbox` (checked) take. */
  function choice<N extends Name>(name: N) {
    const value = watch(name) as PathValue<V, N>;
    return {
      name,
      value,
      checked: value === true,
      onChange: (value: PathValue<V, N>) => {
        setValue(name, value, { shouldDirty: true });
        clearErrors(name);
      },
      inputRef: register(name).ref,
      error: errorOf(name),
    };
  }

  return { ...form, field, choice };
}
