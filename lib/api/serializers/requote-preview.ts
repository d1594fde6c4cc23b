import "server-only";
import type { z } from "zod";
import type { RequotePreview } from "@/lib/quotes/create-quote";
import type { RequotePreviewData } from "@/lib/schemas/quote";
import { optionValue } from "./program";

export function toRequotePreview(preview: RequotePreview): z.infer<typeof RequotePreviewData> {
  return {
    quoteId: preview.folioId,
    groupId: preview.groupId,
    systemPayload: preview.systemPayload,
    changes: preview.changes,
    programs: preview.programs.map(({ program, attemptNumber, latest, selected, endorsements }) => ({
      programId: program.id,
      programCode: program.code,
      programName: program.name,
      effect: latest ? "requoted" : "added",
      attemptNumber,
      options: program.options.map((o) => {
        const from = latest ? (latest.selectedOptions[o.key] ?? null) : null;
        const to = selected[o.key] ?? o.default;
        return {
          key: o.key,
          label: o.label,
          unit: o.unit,
          from: from === null ? null : optionValue(o, from),
          to: optionValue(o, to),
          changed: from !== to,
        };
      }),
      endorsements: { from: latest ? [...latest.addedEndorsements] : null, to: endorsements },
    })),
    notRequoted: preview.notRequoted.map((p) => ({ programId: p.id, programCode: p.code, programName: p.name })),
  };
}
