import { type AdminOrderListQuery, ORDER_STATUSES } from '@shop/shared/contracts';
import { SelectField, TextField } from '@shop/shared/fields';
import { ORDER_STATUS_WORDS } from '@shop/shared/format';
import { Button } from '@shop/shared/ui';
import type { FormEvent } from 'react';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_WORDS[status] }));
const PAYMENT_OPTIONS = [
  { value: 'cod', label: 'Cash on delivery' },
  { value: 'online', label: 'Online' },
];

/**
 * The list's search and filters. A plain form: its fields start from the address and searching puts
 * them back there, so Back returns to the previous view.
 */
export function OrderFiltersForm({ filters, onSearch }: { filters: AdminOrderListQuery; onSearch: (next: AdminOrderListQuery) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    onSearch({
      ...(text('q') ? { q: text('q') } : {}),
      ...(text('status') ? { status: text('status') as AdminOrderListQuery['status'] } : {}),
      ...(text('paymentType') ? { paymentType: text('paymentType') as AdminOrderListQuery['paymentType'] } : {}),
      ...(text('from') ? { from: text('from') } : {}),
      ...(text('to') ? { to: text('to') } : {}),
    });
  };
  // A new key per address: the fields show the filters of the view after Back or a link.
  const key = JSON.stringify(filters);
  return (
    <form
      key={key}
      aria-label="Search orders"
      onSubmit={submit}
      className="bo:grid bo:grid-cols-2 bo:gap-3 bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3 bo:lg:grid-cols-6 bo:lg:items-end"
    >
      <div className="bo:col-span-2">
        <TextField
          id="orders-q"
          name="q"
          label="Search"
          hint="Order number, invoice, name, phone or pincode"
          defaultValue={filters.q ?? ''}
          maxLength={100}
        />
      </div>
      <SelectField
        id="orders-status"
        name="status"
        label="Status"
        placeholder="Any status"
        options={STATUS_OPTIONS}
        defaultValue={filters.status ?? ''}
      />
      <SelectField
        id="orders-payment"
        name="paymentType"
        label="Payment"
        placeholder="Any payment"
        options={PAYMENT_OPTIONS}
        defaultValue={filters.paymentType ?? ''}
      />
      <TextField id="orders-from" name="from" type="date" label="From" defaultValue={filters.from ?? ''} />
      <TextField id="orders-to" name="to" type="date" label="To" defaultValue={filters.to ?? ''} />
      <div className="bo:col-span-2 bo:flex bo:gap-2 bo:lg:col-span-6">
        <Button type="submit">Search</Button>
        <Button type="button" variant="ghost" onClick={() => onSearch({})}>
          Clear
        </Button>
      </div>
    </form>
  );
}
