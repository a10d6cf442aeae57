import type { ChangeEvent } from "react";
import { FileIcon, UploadIcon } from "@/components/ui/icons";
import type { FileMessage } from "./useEvidenceFile";

/**
 * The evidence's file picker: the button that opens it, the name of the file last chosen, and whether it was added.
 * `id` names the input; `id`-name and `id`-help the name and the message that describe it.
 */
export function EvidenceFile({
  id,
  chosen,
  message,
  onFile,
}: {
  id: string;
  chosen: string | null;
  message: FileMessage;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="min-w-0">
      {/*
        The native input stays in the Tab order and the accessibility tree (visually hidden); its label is the
        visible button, which shows the input's focus ring. The browser's own "Choose File / No file chosen"
        control could not be styled like the rest of the app.
      */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <input
          id={id}
          type="file"
          accept=".txt,.csv,.md,text/plain,text/csv,text/markdown"
          onChange={onFile}
          aria-describedby={`${id}-name ${id}-help`}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="btn-secondary min-h-10 cursor-pointer px-4 text-sm peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
        >
          <UploadIcon className="size-4 text-ink-600" />
          Add a .txt, .csv or .md file
        </label>
        <span id={`${id}-name`} className="flex min-w-0 items-center gap-1.5 text-sm text-ink-600">
          {chosen ? (
            <>
              <FileIcon className="size-4 shrink-0 text-ink-500" />
              <span className="sr-only">Last file chosen: </span>
              <span className="font-medium text-ink-900 [overflow-wrap:anywhere]">{chosen}</span>
            </>
          ) : (
            "No file chosen"
          )}
        </span>
      </div>
      <div id={`${id}-help`}>
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700 empty:hidden">
          {message?.tone === "error" ? message.text : ""}
        </p>
        <p role="status" className="mt-1.5 text-sm text-ink-600 empty:hidden">
          {message?.tone === "success" ? message.text : ""}
        </p>
      </div>
    </div>
  );
}
