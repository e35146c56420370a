// @ts-check
import { createServer } from "node:net";

/** A TCP port nobody listens on right now (on 127.0.0.1), for a server a script or test starts. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once("error", reject);
      probe.listen(0, "127.0.0.1", () => {
        const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
        probe.close(() => resolve(port));
      });
    })
  );
}
