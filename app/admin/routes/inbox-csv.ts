import type { LoaderFunctionArgs } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { requireStaff } from "~/admin/auth.server";
import { parseInboxQuery } from "~/admin/inbox-query";
import { inboxBatches } from "~/db/inbox.server";
import { toCompanyTime } from "~/content/company-time";
import { serverTranslatorFor } from "~/i18n/i18n";
import { SOURCE_FIELDS } from "~/admin/components/MessageSources";

/**
 * /admin/contactus.csv: the messages the inbox shows (same filters, state included, and search),
 * for a spreadsheet: each message's state after its read column, then where it came from. UTF-8 with a byte-order mark, so Excel shows Kurdish and
 * Arabic; headings and the read column in the staff member's language; times
 * in the company's time zone; a cell a spreadsheet would run as a formula is
 * made plain text.
 */

const COLUMNS = ["date", "name", "email", "phone", "subject", "message", "read", "state"] as const;

/** A phone number as the forms accept it: an optional + and digits with spaces. Never a formula. */
const PLAIN_PHONE = /^\+[\d ]+$/;

/**
 * A cell starting with = - @ (or a tab or carriage return) is a formula to a
 * spreadsheet, and so is + unless the cell is only a phone number: those get
 * a quote in front. A phone number keeps its "+964 …" without a visible quote.
 */
export function csvCell(value: string): string {
  const formula = /^[=\-@\t\r]/.test(value) || (value.startsWith("+") && !PLAIN_PHONE.test(value));
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * "2026-11-21 14:05" in the company's time zone: a form every spreadsheet
 * reads as a date and time (and sorts), whatever its own locale.
 */
export function csvDate(date: Date): string {
  // The company's wall clock, as the back office's schedule input writes it, with a space for the "T".
  return toCompanyTime(date.getTime()).replace("T", " ");
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const t = serverTranslatorFor(languageOf(context));
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const batches = inboxBatches(query);
  const encoder = new TextEncoder();
  const headings = [
    ...COLUMNS.map((column) =>
      t(
        column === "read"
          ? "admin.inbox.csvRead"
          : column === "state"
            ? "admin.inbox.csvState"
            : `admin.fields.${column}`,
      ),
    ),
    // Where each came from (docs/decisions/050-message-sources.md), as its page names them.
    ...SOURCE_FIELDS.map((field) => t(`admin.inbox.${field}`)),
  ];
  const states = {
    new: t("admin.inbox.states.new"),
    replied: t("admin.inbox.states.replied"),
    closed: t("admin.inbox.states.closed"),
  };
  const [read, unread] = [t("admin.inbox.csvYes"), t("admin.inbox.csvNo")];
  // Written a batch at a time: a large export never holds the database or the memory.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${headings.map(csvCell).join(",")}\r\n`));
    },
    pull(controller) {
      const next = batches.next();
      if (next.done) return controller.close();
      const lines = next.value.map((message) =>
        [
          csvDate(message.date),
          message.name,
          message.email,
          message.phone,
          message.subject,
          message.message,
          message.read ? read : unread,
          states[message.state],
          ...SOURCE_FIELDS.map((field) => message[field]),
        ]
          .map(csvCell)
          .join(","),
      );
      controller.enqueue(encoder.encode(`${lines.join("\r\n")}\r\n`));
    },
  });
  const day = csvDate(new Date()).slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="messages-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
