import { Link } from "@remix-run/react";
import { IconFilter } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";

/**
 * A filter form's buttons (the activity log, the trash): Apply, and once something is filtered, Clear,
 * a link back to the page unfiltered. Plain links and a GET form: they work without JavaScript.
 */
export function FilterButtons({ clearTo }: { clearTo: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="activity-filter__buttons">
      <button type="submit" className="button button--small">
        <IconFilter size={16} aria-hidden="true" /> {t("admin.activity.apply")}
      </button>
      {clearTo ? (
        <Link to={clearTo} className="inbox-search__clear">
          {t("admin.activity.clear")}
        </Link>
      ) : null}
    </div>
  );
}
