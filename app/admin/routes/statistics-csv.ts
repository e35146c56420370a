import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/admin/auth.server";
import { csvCell } from "~/admin/routes/inbox-csv";
import { periodDays } from "~/admin/visit-stats.server";
import { parsePeriod } from "~/admin/stat-periods";
import { totalsRows } from "~/db/visits.server";
import { serverTranslatorFor } from "~/i18n/i18n";
import { isLanguage } from "~/i18n/languages";
import { languageOf } from "~/lib/request-facts";

/**
 * /admin/statistics.csv?period=week|month|year: every daily total of the period (day, what it counts by,
 * the value, page views, unique visitors), UTF-8 with a byte-order mark like the messages' CSV, headings
 * and names in the staff member's language, values as stored (Western digits: a spreadsheet's numbers).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const t = serverTranslatorFor(languageOf(context));
  const period = parsePeriod(new URL(request.url).searchParams.get("period"));
  const { from, to } = periodDays(period);
  const headings = [
    t("admin.stats.day"),
    t("admin.stats.csvDimension"),
    t("admin.stats.csvValue"),
    t("admin.stats.views"),
    t("admin.stats.visitors"),
  ];
  const name = (dimension: string, value: string) =>
    dimension === "language" && isLanguage(value)
      ? t(`admin.languages.${value}`)
      : dimension === "device"
        ? t(value === "phone" ? "admin.stats.phone" : "admin.stats.computer")
        : value;
  const dimensionName = (dimension: string) =>
    t(`admin.stats.dimensions.${dimension}` as "admin.stats.dimensions.all");
  const lines = totalsRows(from, to).map((row) =>
    [
      row.day,
      dimensionName(row.dimension),
      name(row.dimension, row.value),
      String(row.views),
      String(row.visitors),
    ]
      .map(csvCell)
      .join(","),
  );
  const body = `\uFEFF${[headings.map(csvCell).join(","), ...lines].join("\r\n")}\r\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statistics-${from}-${to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
