import type { Address } from '@shop/shared/contracts';
import { ConfirmButton } from '@shop/shared/ui';

/** Props of one saved address. */
export interface AddressCardProps {
  address: Address;
  /** 'Address 1', 'Address 2', … */
  title: string;
  deleting: boolean;
  onDelete: () => void;
}

const TrashIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} className="acc:size-4">
    <path strokeLinecap="round" strokeLinejoin="round" d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 002 2h8a2 2 0 002-2l1-12M9 7V4h6v3" />
  </svg>
);

/** A saved address with its number and a delete button named for it, which asks first. */
export function AddressCard({ address, title, deleting, onDelete }: AddressCardProps) {
  const headingId = `address-${address._id}`;
  return (
    <li
      aria-labelledby={headingId}
      aria-busy={deleting || undefined}
      className="acc:flex acc:items-start acc:justify-between acc:gap-4 acc:rounded-xl acc:border acc:border-slate-200 acc:bg-white acc:p-4 acc:shadow-sm"
    >
      <div className="acc:min-w-0">
        <h3 id={headingId} className="acc:font-semibold acc:text-slate-900">
          {title}
        </h3>
        <address className="acc:mt-1 acc:text-sm acc:leading-6 acc:text-slate-700 acc:not-italic acc:break-words">
          {address.houseNumber}, {address.societyName}
          <br />
          {address.street}
          <br />
          {address.city}, {address.state} {address.pinCode}
          <br />
          {address.country}
        </address>
      </div>
      <ConfirmButton
        busy={deleting}
        confirm={{
          title: `Delete ${title}`,
          message: 'It will no longer be offered at checkout.',
          confirmLabel: 'Delete',
        }}
        onConfirm={onDelete}
        aria-label={`Delete ${title}`}
        className="acc:shrink-0"
      >
        {!deleting && <TrashIcon />}
        <span aria-hidden="true">Delete</span>
      </ConfirmButton>
    </li>
  );
}
