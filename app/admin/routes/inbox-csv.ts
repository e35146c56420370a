import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/admin/auth.server";
import { parseInboxQuery } from "~/admin/inbox-query";
import { inboxBatches } from "~/admin/inbox.server";

/**
 * /admin/contactus.csv: the messages the inbox shows (same filter and search),
 * for a spreadsheet. UTF-8 with a byte-order mark, so Excel shows Kurdish and
 * Arabic; a cell a spreadsheet would run as a formula is made plain text.
 */

const COLUMNS = ["date", "name", "email", "phone", "subject", "message", "read"] as const;

/** A cell starting with = + - @ (or a tab or carriage return) is a formula to a spreadsheet: prefix a quote. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const batches = inboxBatches(query);
  const encoder = new TextEncoder();
  // Written a batch at a time: a large export never holds the database or the memory.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${COLUMNS.join(",")}\r\n`));
    },
    pull(controller) {
      const next = batches.next();
      if (next.done) return controller.close();
      const lines = next.value.map((message) =>
        [
          message.date.toISOString(),
          message.name,
          message.email,
          message.phone,
          message.subject,
          message.message,
          message.read ? "yes" : "no",
        ]
          .map(csvCell)
          .join(","),
      );
      controller.enqueue(encoder.encode(`${lines.join("\r\n")}\r\n`));
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="messages-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
