import { ApiError, shopperMessage } from '@shop/shared/api-client';
import type { ProductImportProblem, ProductImportReply } from '@shop/shared/contracts';
import { toast } from '@shop/shared/stores';
import { Button, Dialog, saveFile } from '@shop/shared/ui';
import { useRef, useState } from 'react';
import { productsApi } from '../api/products-api';

export const EXPORT_FAILED = 'The products file could not be made. Please try again.';
export const IMPORT_FAILED = 'The file could not be imported. Please try again.';

const KIND_WORDS = { new: 'New', change: 'Changed', same: 'Unchanged' } as const;

/** A chosen file's text (FileReader: older phone browsers have no Blob.text). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

/** The problems of a refused file, when the API listed them. */
function problemsOf(error: unknown): ProductImportProblem[] {
  if (!(error instanceof ApiError)) return [];
  const problems = (error.body as { data?: { problems?: unknown } } | null)?.data?.problems;
  return Array.isArray(problems) ? (problems as ProductImportProblem[]) : [];
}

/** What a file will do, row by row, before anything is written. */
function Preview({ preview }: { preview: ProductImportReply }) {
  const shown = preview.changes.filter((change) => change.kind !== 'same');
  const same = preview.changes.length - shown.length;
  return (
    <div className="bo:space-y-2 bo:text-sm">
      {shown.length === 0 ? <p>The file changes nothing.</p> : null}
      <ul aria-label="Changes the file makes" className="bo:max-h-80 bo:space-y-2 bo:overflow-y-auto">
        {shown.map((change) => (
          <li key={change.row} className="bo:rounded-lg bo:border bo:border-slate-200 bo:p-2">
            <p className="bo:font-semibold">
              Row {change.row} · {KIND_WORDS[change.kind]} · {change.productName}
            </p>
            {change.kind === 'change' ? (
              <ul className="bo:text-slate-700">
                {change.changes.map((cell) => (
                  <li key={cell.column} className="bo:break-words">
                    {cell.column}: <s>{cell.before || '(empty)'}</s> → {cell.after || '(empty)'}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {same > 0 ? <p className="bo:text-slate-600">{same} products stay as they are.</p> : null}
    </div>
  );
}

/**
 * The products as a CSV file for a spreadsheet, and a file brought back: previewed as its changes,
 * imported whole as previewed, or refused with each wrong row and column named.
 */
export function ProductsTransfer({ onImported }: { onImported: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'export' | 'preview' | 'import' | null>(null);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<ProductImportReply | null>(null);
  const [problems, setProblems] = useState<ProductImportProblem[]>([]);

  const download = async () => {
    setBusy('export');
    try {
      saveFile(await productsApi.exportFile(), `products-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toast.error(shopperMessage(error, EXPORT_FAILED));
    } finally {
      setBusy(null);
    }
  };

  const send = async (chosen: { name: string; csv: string }, apply: boolean) => {
    setBusy(apply ? 'import' : 'preview');
    setProblems([]);
    try {
      const reply = await productsApi.importFile({ csv: chosen.csv, apply, digest: apply ? preview?.digest : undefined });
      if (apply) {
        toast.success(reply.message);
        close();
        onImported();
      } else setPreview(reply);
    } catch (error) {
      toast.error(shopperMessage(error, IMPORT_FAILED));
      setProblems(problemsOf(error));
      // A preview the products no longer match comes back with the new changes to look at.
      const fresh = (error instanceof ApiError ? (error.body as { data?: ProductImportReply } | null)?.data : undefined) ?? null;
      setPreview(fresh?.changes ? fresh : null);
    } finally {
      setBusy(null);
    }
  };

  const choose = async () => {
    const chosen = input.current?.files?.[0];
    if (!chosen) return;
    const next = { name: chosen.name, csv: await readText(chosen) };
    setFile(next);
    await send(next, false);
  };

  const close = () => {
    setFile(null);
    setPreview(null);
    setProblems([]);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="bo:flex bo:flex-wrap bo:items-end bo:gap-2">
      <Button variant="secondary" busy={busy === 'export'} onClick={() => void download()}>
        Export CSV
      </Button>
      <div className="bo:min-w-0 bo:max-w-full bo:space-y-1">
        <label htmlFor="products-file" className="bo:block bo:text-sm bo:font-medium bo:text-slate-800">
          Import a CSV file
        </label>
        <input
          ref={input}
          id="products-file"
          type="file"
          accept=".csv,text/csv"
          onChange={() => void choose()}
          disabled={busy !== null}
          className="bo:block bo:w-full bo:max-w-full bo:text-sm"
        />
      </div>
      {file && (preview || problems.length > 0) ? (
        <Dialog title={`Import ${file.name}`} onClose={close} closeLabel="Close">
          <div className="bo:space-y-3">
            {problems.length > 0 ? (
              <div role="alert" className="bo:space-y-1 bo:text-sm">
                <p className="bo:font-semibold bo:text-red-700">Nothing was imported. Mend these rows in the file and choose it again:</p>
                <ul className="bo:max-h-80 bo:list-disc bo:space-y-1 bo:overflow-y-auto bo:pl-5">
                  {problems.map((problem) => (
                    <li key={`${problem.row}-${problem.column}`}>
                      Row {problem.row}
                      {problem.column ? `, column ${problem.column}` : ''}: {problem.message}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {preview ? <Preview preview={preview} /> : null}
            <div className="bo:flex bo:flex-wrap bo:gap-2">
              {preview && problems.length === 0 && preview.changes.some((change) => change.kind !== 'same') ? (
                <Button busy={busy === 'import'} onClick={() => void send(file, true)}>
                  Import These Changes
                </Button>
              ) : null}
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
