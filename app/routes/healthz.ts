import { databaseIsHealthy } from "~/db/client.server";

/** For load balancers and Docker: 200 while the database answers, else 503. */
export function loader() {
  const healthy = databaseIsHealthy();
  return Response.json(
    { status: healthy ? "ok" : "unavailable", database: healthy },
    { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
