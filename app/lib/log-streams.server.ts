/**
 * The server's log is its standard output and error: the access log, the start and stop
 * messages, errors. Writing it can fail: a full disk under a file the output is redirected to
 * (ENOSPC), a log reader that went away (EPIPE). Node then emits an 'error' event on the stream,
 * and an unhandled one ends the process: a site that cannot log would stop answering. Here the
 * errors are caught and the outcome of each stream's latest write is kept, so the site keeps
 * answering and /healthz says what is wrong (docs/decisions/001-server-and-request-limits.md).
 */

export type LogCheck = "ok" | "disk full" | "not writable";

const latest: Record<"stdout" | "stderr", LogCheck> = { stdout: "ok", stderr: "ok" };
let watching = false;

const checkOf = (error: Error | null | undefined): LogCheck =>
  !error ? "ok" : (error as NodeJS.ErrnoException).code === "ENOSPC" ? "disk full" : "not writable";

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;

/**
 * Called first thing at start. Each stream gets an 'error' listener (so a failed write never
 * ends the process) and its write a callback that records how it went: a disk freed again shows
 * as "ok" at the next line written (logCheck writes one to a stream that failed).
 */
export function keepServingWhenTheLogFails(): void {
  if (watching) return;
  watching = true;
  for (const name of ["stdout", "stderr"] as const) {
    const stream = process[name];
    stream.on("error", (error) => (latest[name] = checkOf(error)));
    const write = stream.write.bind(stream) as Write;
    (stream as { write: Write }).write = (chunk, encoding, callback) => {
      const done = typeof encoding === "function" ? encoding : callback;
      return write(chunk, typeof encoding === "function" ? undefined : encoding, (error?: Error | null) => {
        latest[name] = checkOf(error);
        if (typeof done === "function") done(error);
      });
    };
  }
}

/** How long /healthz waits for a stream to take its line (a write to a file or a pipe on Linux is at once). */
const RETRY_WAIT_MS = 1000;

/**
 * A stream whose latest write failed is tried again with a line saying so: stderr is written
 * only when something goes wrong, so a disk freed again would otherwise never show there (healthz
 * said "disk full" for good). Its outcome is the stream's state; a retry that takes longer than
 * RETRY_WAIT_MS leaves the state as it was.
 */
function retry(name: "stdout" | "stderr"): Promise<void> {
  const failed = latest[name];
  return new Promise((resolve) => {
    const waited = setTimeout(resolve, RETRY_WAIT_MS);
    process[name].write(
      `The log could not be written (${failed}): lines before this one may be missing.\n`,
      () => {
        clearTimeout(waited);
        resolve();
      },
    );
  });
}

/** The worse of the two streams' latest writes, a failed one tried again: what /healthz reports as `log`. */
export async function logCheck(): Promise<LogCheck> {
  await Promise.all((["stdout", "stderr"] as const).filter((name) => latest[name] !== "ok").map(retry));
  const checks = Object.values(latest);
  return checks.includes("disk full") ? "disk full" : checks.includes("not writable") ? "not writable" : "ok";
}
