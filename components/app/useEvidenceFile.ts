"use client";

import { useState, type ChangeEvent, type RefObject } from "react";
import { EVIDENCE_MAX } from "@/lib/core/report/evidence";
import { evidenceTooLong, formatCount as count } from "./evidence-limit";

const FILE_TYPES = [".txt", ".csv", ".md"];
/** A UTF-8 file of more bytes than this holds more characters than the limit, whatever it says: no need to read it. */
const FILE_MAX_BYTES = 3 * EVIDENCE_MAX;

export type FileMessage = { tone: "error" | "success"; text: string } | null;

/**
 * A .txt, .csv or .md file read in the browser and added to the evidence after its text (`field`'s, as it is when the
 * file has been read), or refused with the reason: `addFile` handles the file input's change.
 */
export function useEvidenceFile(
  value: string,
  onChange: (value: string) => void,
  field: RefObject<HTMLTextAreaElement | null>,
) {
  const [fileMessage, setFileMessage] = useState<FileMessage>(null);
  // The name of the file last chosen: the input is emptied at once (so the same file can be added again) and would not show it.
  const [chosen, setChosen] = useState<string | null>(null);

  function addFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again reads it again.
    input.value = "";
    if (!file) return;
    setChosen(file.name);
    const refuse = (text: string) => setFileMessage({ tone: "error", text: `${file.name} was not added: ${text}` });
    if (!FILE_TYPES.some((type) => file.name.toLowerCase().endsWith(type))) {
      return refuse(
        "only .txt, .csv and .md files can be read. Save it as plain text, or copy and paste the useful part.",
      );
    }
    if (file.size > FILE_MAX_BYTES) {
      return refuse(
        `it is longer than the ${count(EVIDENCE_MAX)}-character limit. Paste only the most useful passages instead.`,
      );
    }
    setFileMessage(null);
    const reader = new FileReader();
    reader.onerror = () => refuse("the browser could not read it. Try again, or paste its text instead.");
    reader.onload = () => {
      const text = String(reader.result ?? "")
        .replace(/\r\n?/g, "\n")
        .trim();
      if (!text) return refuse("it is empty.");
      // The text as it is now, not as it was when the file was chosen.
      const current = field.current?.value ?? value;
      const joined = current.trim() ? `${current.replace(/\s+$/, "")}\n\n${text}` : text;
      if (evidenceTooLong(joined)) {
        const excess = joined.length - EVIDENCE_MAX;
        return refuse(
          `it has ${count(text.length)} characters, which would put the evidence ${count(excess)} over the ${count(EVIDENCE_MAX)}-character limit. Cut the file or the text here, then add it again.`,
        );
      }
      onChange(joined);
      setFileMessage({ tone: "success", text: `Added ${file.name} (${count(text.length)} characters).` });
    };
    reader.readAsText(file);
  }

  return { chosen, fileMessage, addFile };
}
