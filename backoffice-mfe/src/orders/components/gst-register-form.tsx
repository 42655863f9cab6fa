import { adminRequestBlob, shopperMessage } from '@shop/shared/api-client';
import { TextField } from '@shop/shared/fields';
import { toast } from '@shop/shared/stores';
import { Button, saveFile } from '@shop/shared/ui';
import { type FormEvent, useState } from 'react';

export const REGISTER_FAILED = 'The register could not be made. Please try again.';

/** The accounts desk's month of GST sales, every invoice and credit note, as a CSV for the accountant. */
export function GstRegisterForm() {
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      saveFile(await adminRequestBlob('gst-register', { month }), `gst-register-${month}.csv`);
    } catch (error) {
      toast.error(shopperMessage(error, REGISTER_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="GST sales register" className="bo:flex bo:flex-wrap bo:items-end bo:gap-2">
      <TextField
        id="gst-month"
        label="GST register month"
        type="month"
        required
        value={month}
        onChange={(event) => setMonth(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        Download Register
      </Button>
    </form>
  );
}
