// @ts-check
/**
 * Fills the visit statistics with `views` page views spread over the last `days` days, straight into
 * SQLite in one transaction: a row each in `visits` and their days' totals in `visit_totals`, as the
 * site writes them (app/db/visits.server.ts). For `npm run bench:stats` (a million views) and the
 * screenshots of the statistics page. Pages, languages, referring sites, campaigns and devices are
 * drawn from fixed lists with a skew (a few pages take most views), by a seeded generator: the same
 * figures every run. A third of the views are a visitor's first of the day.
 */
import Database from "better-sqlite3";

const PAGES = ["/", "/about", "/solutions", "/team", "/news", "/privacy", "/careers"];
for (let i = 0; i < 60; i++) PAGES.push(`/solution-details/service-${i}`);
const LANGUAGES = ["en", "ku", "ar"];
const REFERRERS = ["", "www.google.com", "l.facebook.com", "t.co", "www.linkedin.com", "duckduckgo.com"];
for (let i = 0; i < 25; i++) REFERRERS.push(`news-${i}.example.org`);
const SOURCES = ["", "", "", "facebook", "newsletter", "google", "instagram"];
const MEDIA = ["", "", "", "social", "email", "cpc"];
const CAMPAIGNS = ["", "", "", "autumn", "winter", "spring-offer", "ramadan", "newroz", "launch"];
const DAY_MS = 86_400_000;

/** A seeded generator (mulberry32). @param {number} seed */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @param {string} databasePath
 * @param {{ views: number, days: number, now?: number }} options
 */
export function fillVisits(databasePath, { views, days, now = Date.now() }) {
  const next = random(34);
  /** @template T @param {T[]} list @returns {T} */
  const skewed = (list) => /** @type {T} */ (list[Math.floor(list.length * next() ** 2)]);
  const sqlite = new Database(databasePath);
  /** @type {Map<string, { views: number, visitors: number }>} */
  const totals = new Map();
  const add = (
    /** @type {string} */ dimension,
    /** @type {string} */ day,
    /** @type {string} */ value,
    /** @type {boolean} */ fresh,
  ) => {
    const key = `${dimension}\u0000${day}\u0000${value}`;
    const total = totals.get(key) ?? { views: 0, visitors: 0 };
    total.views++;
    if (fresh) total.visitors++;
    totals.set(key, total);
  };
  try {
    const insert = sqlite.prepare(
      `insert into visits (hour, day, page, language, referrer, utm_source, utm_medium, utm_campaign, device, new_visitor)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    sqlite.transaction(() => {
      for (let i = 0; i < views; i++) {
        const at = now - Math.floor(next() * days) * DAY_MS - Math.floor(next() * DAY_MS);
        const day = new Date(at + 3 * 3_600_000).toISOString().slice(0, 10); // Asia/Baghdad, UTC+3
        const hour = Math.floor(at / 3_600_000) * 3_600_000;
        const campaign = skewed(CAMPAIGNS);
        const values = {
          page: skewed(PAGES),
          language: skewed(LANGUAGES),
          referrer: skewed(REFERRERS),
          source: campaign ? skewed(SOURCES) || "facebook" : "",
          medium: campaign ? skewed(MEDIA) || "social" : "",
          campaign,
          device: next() < 0.6 ? "phone" : "computer",
        };
        const fresh = next() < 1 / 3;
        insert.run(
          hour,
          day,
          values.page,
          values.language,
          values.referrer,
          values.source,
          values.medium,
          values.campaign,
          values.device,
          fresh ? 1 : 0,
        );
        add("all", day, "", fresh);
        for (const [dimension, value] of Object.entries(values)) {
          if (value === "" && ["source", "medium", "campaign"].includes(dimension)) continue;
          add(dimension, day, value, fresh);
        }
      }
      const upsert = sqlite.prepare(
        `insert into visit_totals (dimension, day, value, views, visitors) values (?, ?, ?, ?, ?)
         on conflict (dimension, day, value) do update set views = views + excluded.views, visitors = visitors + excluded.visitors`,
      );
      for (const [key, total] of totals) {
        const [dimension, day, value] = key.split("\u0000");
        upsert.run(dimension, day, value, total.views, total.visitors);
      }
    })();
    return { totals: totals.size };
  } finally {
    sqlite.close();
  }
}
