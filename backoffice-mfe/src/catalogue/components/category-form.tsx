import type { StaffCategory } from '@shop/shared/contracts';
import { Checkbox, TextField } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { useCategoryForm } from '../hooks/use-category-form';

/** A category's name, its place in the shop's filters and whether it is shown; a new one when `category` is none. */
export function CategoryForm({ category, onSaved }: { category?: StaffCategory; onSaved: () => void }) {
  const { field, choice, saving, submit } = useCategoryForm(category, onSaved);
  const id = category ? `category-${category.id}` : 'new-category';
  const name = category?.categoryName ?? 'a new category';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={category ? `Category ${category.categoryName}` : 'Add a category'}
      className="bo:grid bo:gap-3 bo:sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] bo:sm:items-end"
    >
      <TextField id={`${id}-name`} label="Name" autoComplete="off" required {...field('categoryName')} />
      <TextField id={`${id}-order`} label="Position" hint="0 comes first" inputMode="numeric" autoComplete="off" {...field('sortOrder')} />
      <Checkbox id={`${id}-shown`} {...choice('isActive')} label="Shown in the shop" className="bo:sm:pb-2" />
      <Button type="submit" busy={saving} variant={category ? 'secondary' : 'primary'} aria-label={category ? `Save ${name}` : undefined}>
        {category ? 'Save' : 'Add Category'}
      </Button>
    </form>
  );
}
