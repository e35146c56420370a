import { sendMessage } from "./http";

/**
 * Four visitor messages for the inbox tests: in each script, one with quotes,
 * commas and a line break, and one a spreadsheet would take for a formula.
 * Sent as visitor0@example.com to visitor3@example.com.
 */
export const inboxMessages = [
  { name: "Rebin Omar", subject: "Website for a bakery", message: "We bake bread." },
  { name: "ئاریان کەریم", subject: "ماڵپەڕی نوێ", message: 'سڵاو، ماڵپەڕێکمان دەوێت, "بە زوویی".\nسوپاس' },
  { name: "Formula Fan", subject: '=HYPERLINK("http://evil.test","click")', message: "+1 -2 @three" },
  { name: "سارا أحمد", subject: "موقع جديد", message: 'مرحبا، نريد موقعاً بثلاث لغات، مع "علامات" و, فواصل.' },
];

/** Sends the four messages through the contact form, oldest first. */
export async function sendInboxMessages(base: string): Promise<void> {
  for (const [index, fields] of inboxMessages.entries()) {
    const response = await sendMessage(base, {
      ...fields,
      email: `visitor${index}@example.com`,
      phone: "0750 123 4567",
      website: "",
    });
    if (response.status !== 302) throw new Error(`The contact form answered ${response.status}`);
  }
}
