import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type RefCallBack,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** The message of the error at a path ('products.0.quantity', 'products.root') of a form's errors. */
export function errorAt(errors: object, path: string): string | undefined {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  return (found as { message?: string } | undefined)?.message;
}

/** What `field(name)` gives a field of the kit: its registration and its error text. */
export type RegisteredField = UseFormRegisterReturn & { error?: string };

/** What `choice(name)` gives a radio group or a checkbox of the kit. */
export interface RegisteredChoice<V extends FieldValues, N extends FieldPath<V>> {
  name: N;
  value: PathValue<V, N>;
  checked: boolean;
  onChange: (value: PathValue<V, N>) => void;
  inputRef: RefCallBack;
  error: string | undefined;
}

/** The form `useSchemaForm` gives: react-hook-form's, with the kit's `field` and `choice`. */
export type SchemaForm<S extends z.ZodType<FieldValues, unknown>, V extends FieldValues> = UseFormReturn<V, unknown, z.output<S>> & {
  field: (name: FieldPath<V>, onEdit?: () => void) => RegisteredField;
  choice: <N extends FieldPath<V>>(name: N) => RegisteredChoice<V, N>;
};

/**
 * A form checked against one of the shop's schemas (`@shop/shared/validation`, with the messages shoppers see):
 * checked on submit, focus on the first bad field, and editing a field clears its error (the
 * rule for every form of the shop) rather than checking it again while the shopper types.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, unknown>, V extends FieldValues>(
  schema: S,
  defaultValues: DefaultValues<V>,
): SchemaForm<S, V> {
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

  const errorOf = (name: Name) => errorAt(formState.errors, name);

  /**
   * A field's registration and its error text, to spread on a field of `@shop/shared/fields`;
   * `onEdit` runs after each edit (a new state empties the city, say).
   */
  function field(name: Name, onEdit?: () => void): RegisteredField {
    const onChange = () => {
      clearErrors(name);
      onEdit?.();
    };
    return { ...register(name, { onChange }), error: errorOf(name) };
  }

  /** A choice held by value: what `RadioGroup` (value) and `Checkbox` (checked) take. */
  function choice<N extends Name>(name: N): RegisteredChoice<V, N> {
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
