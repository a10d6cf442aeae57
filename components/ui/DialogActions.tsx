/** A form dialog's buttons: Cancel, and the submit button that names what it does and says when it is busy. */
export function DialogActions({
  onCancel,
  busy,
  label,
  busyLabel,
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" onClick={onCancel} className="btn-secondary min-h-10 px-4 text-sm">
        Cancel
      </button>
      <button type="submit" disabled={busy} aria-busy={busy} className="btn-primary min-h-10 px-4 text-sm">
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
