/** Shown on /admin and in the server's console while no staff account exists. */
export const CREATE_ADMIN_COMMAND = "npm run create-admin -- --email EMAIL --password PASSWORD";
