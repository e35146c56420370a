/**
 * The command that creates the first staff account, as it must be typed
 * where the site runs: shown on /admin and in the server's console while no
 * account exists. It asks for the password (typed twice, not shown). The Docker image sets SITE_RUNTIME=container; it has no npm
 * scripts' sources, so there it is the plain node command, run through docker exec.
 */
export function createAdminCommand(): string {
  return process.env.SITE_RUNTIME === "container"
    ? "docker exec -it <container> node scripts/create-admin.mjs --email EMAIL"
    : "npm run create-admin -- --email EMAIL";
}
