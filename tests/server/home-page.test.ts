import { expect, test } from "./fixtures";

/** The home page as the server sends it, before any script runs. */
test("the hero's first title is in the HTML the server sends", async ({ site }) => {
  const [first] = site.query<{ titleKu: string }>(
    "select titleKu from jumbotrons order by date desc limit 1",
  );
  const html = await (await fetch(`${site.base}/?lng=ku`)).text();
  expect(html).toContain(first!.titleKu);
});
