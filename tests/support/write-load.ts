import { postForm, sendMessage } from "./http";
import { pngImage } from "./images";

/**
 * Writes as a busy site sees them, until stopped: contact messages, new
 * clients with an image, and edits that replace a product's image, several
 * at a time. Remembers every write the server acknowledged (a redirect).
 */
export function startWriteLoad(base: string, cookie: string, productIds: string[], { workers = 4 } = {}) {
  const acknowledged = { messages: [] as string[], clients: [] as string[], edits: 0, failures: 0 };
  let counter = 0;

  async function oneWrite(worker: number) {
    const n = counter++;
    const kind = n % 3;
    if (kind === 0) {
      const subject = `Load ${worker}-${n}`;
      // A fresh address per message: the load is many visitors, never one rate-limited one.
      const response = await sendMessage(base, {
        name: "Load",
        email: "load@example.com",
        phone: "0750",
        subject,
        message: "m",
      });
      if (response.status === 302) acknowledged.messages.push(subject);
      else acknowledged.failures++;
      return;
    }
    const title = kind === 1 ? `Client ${worker}-${n}` : `Product ${worker}-${n}`;
    const path =
      kind === 1 ? "/admin/add-client" : `/admin/edit-product/${productIds[n % productIds.length]}`;
    const response = await postForm(
      base,
      path,
      kind === 1 ? { titleEn: title, phone: "" } : { titleEn: title },
      {
        cookie,
        image: { bytes: loadImage(n), name: "load.png" },
      },
    );
    if (response.status !== 302) return void acknowledged.failures++;
    if (kind === 1) acknowledged.clients.push(title);
    else acknowledged.edits++;
  }

  return writeLoops(workers, oneWrite, () => acknowledged);
}

/**
 * `workers` loops, each calling `write` again as soon as its last one ended, until `stop()` (or until
 * `more()` says no): what the server acknowledged is `acknowledged()`'s to keep. A write that throws
 * (the server went away mid-request, as in a crash test) was not acknowledged.
 */
export function writeLoops<T>(
  workers: number,
  write: (worker: number) => Promise<void>,
  acknowledged: () => T,
  more: () => boolean = () => true,
) {
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    while (running && more()) {
      try {
        await write(worker);
      } catch {
        // Not acknowledged.
      }
    }
  });
  return {
    acknowledged: acknowledged(),
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return acknowledged();
    },
  };
}

/** A small PNG whose colour depends on n, so every upload is a new file. */
function loadImage(n: number): Buffer {
  return pngImage(8, 8, [n % 256, (n * 7) % 256, (n * 13) % 256]);
}
