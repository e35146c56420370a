import type { LinksFunction } from "@remix-run/node";
import adminStyles from "~/styles/admin.css?url";

/**
 * The back office's stylesheet, a file of its own: public pages never carry
 * it. Linked by the admin layout and by the sign-in page, which sits outside it.
 */
export const adminLinks: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
