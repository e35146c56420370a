import { Form, Link } from "@remix-run/react";
import {
  IconChartBar,
  IconArrowLeft,
  IconBuildingStore,
  IconExternalLink,
  IconHistory,
  IconInbox,
  IconLayoutDashboard,
  IconLogout,
  IconMenu2,
  IconPhoto,
  IconTrash,
  IconUsers,
  IconX,
} from "@tabler/icons-react";
import { useMenu } from "./use-menu";
import { useTranslation } from "~/i18n/translation";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import logoMark from "~/images/logo-mark.svg";
import { EmailAddress } from "~/admin/components/EmailAddress";
import { INBOX_PATH, LIBRARY_LIST_PATH, STATISTICS_PATH, TRASH_PATH, type HeaderLink } from "~/admin/paths";

/**
 * "Signed in as …" with the address in a <bdi>: in an Arabic or Kurdish
 * sentence a Latin address keeps its own direction and punctuation.
 */
function SignedInAs({ email }: { email: string }) {
  const { t } = useTranslation();
  const marker = "\u0000";
  const [before = "", after = ""] = t("admin.signedInAs", { email: marker }).split(marker);
  return (
    <span className="admin-header__email">
      {before}
      <EmailAddress address={email} />
      {after}
    </span>
  );
}

/** The destinations, the languages and sign-out: in the bar on a wide screen, in the menu on a phone. */
function HeaderItems({
  email,
  links = [],
  unread,
}: {
  email?: string;
  links?: readonly HeaderLink[];
  unread?: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <nav className="admin-header__nav" aria-label={t("admin.brand")}>
        {/* Signed out (the sign-in page, an error), only the way back to the site. */}
        {email && (
          <>
            <Link to="/dashboard">
              <IconLayoutDashboard size={18} aria-hidden="true" /> {t("admin.dashboard.heading")}
            </Link>
            {links.includes(INBOX_PATH) && (
              <Link to={INBOX_PATH}>
                <IconInbox size={18} aria-hidden="true" /> {t("admin.inbox.navLabel")}
                {unread ? (
                  <>
                    {/* A plain span cannot carry a label: the number is shown, its words are read. */}
                    <span className="badge" aria-hidden="true">
                      {t("admin.inbox.unreadNumber", { count: unread })}
                    </span>
                    <span className="visually-hidden">{t("admin.inbox.unreadCount", { count: unread })}</span>
                  </>
                ) : null}
              </Link>
            )}
            {links.includes(STATISTICS_PATH) && (
              <Link to={STATISTICS_PATH}>
                <IconChartBar size={18} aria-hidden="true" /> {t("admin.stats.navLabel")}
              </Link>
            )}
            {links.includes(LIBRARY_LIST_PATH) && (
              <Link to={LIBRARY_LIST_PATH}>
                <IconPhoto size={18} aria-hidden="true" /> {t("admin.types.media.name")}
              </Link>
            )}
            {links.includes("/admin/settings") && (
              <Link to="/admin/settings">
                <IconBuildingStore size={18} aria-hidden="true" /> {t("admin.settings.navLabel")}
              </Link>
            )}
            {links.includes("/admin/staff") && (
              <Link to="/admin/staff">
                <IconUsers size={18} aria-hidden="true" /> {t("admin.staff.navLabel")}
              </Link>
            )}
            {links.includes("/admin/activity") && (
              <Link to="/admin/activity">
                <IconHistory size={18} aria-hidden="true" /> {t("admin.activity.navLabel")}
              </Link>
            )}
            {links.includes(TRASH_PATH) && (
              <Link to={TRASH_PATH}>
                <IconTrash size={18} aria-hidden="true" /> {t("admin.trash.navLabel")}
              </Link>
            )}
          </>
        )}
        <Link to="/" reloadDocument>
          <IconExternalLink size={18} aria-hidden="true" /> {t("admin.viewSite")}
        </Link>
      </nav>
      <LanguageSwitcher />
      {email && (
        <Form method="post" action="/admin/sign-out" className="admin-header__sign-out">
          <SignedInAs email={email} />
          <button type="submit" className="button button--small button--ghost">
            <IconLogout size={18} aria-hidden="true" /> {t("admin.signOut")}
          </button>
        </Form>
      )}
    </>
  );
}

/**
 * The back office's frame: brand, dashboard, inbox, image library, staff, activity and trash links,
 * languages, sign-out. On a phone everything but the brand folds into a menu,
 * so the page's title is in view at once.
 */
export function AdminShell({
  email,
  links,
  unread,
  children,
}: {
  email?: string;
  /** The header links the account's role may open (app/admin/paths.ts). */
  links?: readonly HeaderLink[];
  /** Unread visitor messages, shown beside the inbox link. */
  unread?: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const menu = useMenu();
  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <header className="admin-header">
        <div className="container admin-header__inner">
          <Link to="/dashboard" className="brand">
            <img src={logoMark} alt="" width="36" height="36" />
            <span className="brand__name">{t("admin.brand")}</span>
          </Link>
          <div className="admin-header__bar">
            <HeaderItems email={email} links={links} unread={unread} />
          </div>
          <details className="admin-header__menu" ref={menu}>
            <summary
              aria-label={[
                t("common.openMenu"),
                unread ? t("admin.inbox.unreadCount", { count: unread }) : null,
              ]
                .filter(Boolean)
                .join(", ")}
            >
              <IconMenu2 className="admin-header__menu-open" aria-hidden="true" />
              <IconX className="admin-header__menu-close" aria-hidden="true" />
              {/* Unread messages show on the closed menu too. */}
              {unread ? (
                <span className="badge" aria-hidden="true">
                  {t("admin.inbox.unreadNumber", { count: unread })}
                </span>
              ) : null}
            </summary>
            <div className="admin-header__menu-panel">
              <HeaderItems email={email} links={links} unread={unread} />
            </div>
          </details>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="admin-main">
        <div className="container">{children}</div>
      </main>
    </div>
  );
}

export function Notice({
  text,
  tone = "success",
  id,
}: {
  text: string | null | undefined;
  tone?: "success" | "error";
  /** Given when a page moves focus to the notice (it is then focusable). */
  id?: string;
}) {
  if (!text) return null;
  return (
    <p
      id={id}
      tabIndex={id ? -1 : undefined}
      className={`notice notice--${tone}`}
      role={tone === "error" ? "alert" : "status"}
    >
      {text}
    </p>
  );
}

/** The way back to the dashboard, at the top of every back-office page below it. */
export function BackToDashboard() {
  const { t } = useTranslation();
  return (
    <Link to="/dashboard" className="back-link">
      <IconArrowLeft className="icon-flip" size={18} aria-hidden="true" /> {t("admin.form.backToDashboard")}
    </Link>
  );
}
