import { MIN_PASSWORD_LENGTH } from "./password.server";

/** A terminal's two ends: what is typed, and where the questions go. */
export type Terminal = { input: NodeJS.ReadStream; output: NodeJS.WritableStream };

/** Entering the password did not give one: the message says why; nothing was changed. */
export class PasswordPromptError extends Error {}

/**
 * create-admin's password from the terminal, typed twice and never shown: asked for when
 * `--password` is left out (npm echoes the command line, so the flag shows the password) and
 * standard input is a terminal. A password too short is refused before the second question.
 */
export async function askNewPassword(terminal: Terminal): Promise<string> {
  const first = await askHidden(
    `New password (at least ${MIN_PASSWORD_LENGTH} characters; nothing is shown as you type): `,
    terminal,
  );
  if (first.length < MIN_PASSWORD_LENGTH) {
    throw new PasswordPromptError(
      `The password is too short: use at least ${MIN_PASSWORD_LENGTH} characters. Nothing was changed.`,
    );
  }
  const second = await askHidden("The same password again: ", terminal);
  if (second !== first) throw new PasswordPromptError("The two passwords differ. Nothing was changed.");
  return first;
}

/**
 * One line typed with the terminal's echo off (raw mode: each key comes to us, none is printed).
 * Enter ends it, Backspace removes a character, Ctrl-C or Ctrl-D on an empty line cancels; other
 * keys that are not text (arrows, function keys) are ignored.
 */
function askHidden(question: string, { input, output }: Terminal): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = "";
    const done = (error?: Error) => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      output.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      // A key that is not text arrives as one escape sequence: none of it is typed.
      if (chunk.startsWith("\u001b")) return;
      for (const character of chunk) {
        if (character === "\r" || character === "\n") return done();
        if (character === "\u0003" || (character === "\u0004" && typed === ""))
          return done(new PasswordPromptError("Cancelled. Nothing was changed."));
        if (character === "\u007f" || character === "\b") typed = Array.from(typed).slice(0, -1).join("");
        else if (character >= " ") typed += character;
      }
    };
    // Echo off before the question shows: keys typed as soon as it appears are not printed either.
    input.setRawMode(true);
    input.setEncoding("utf8");
    input.on("data", onData);
    input.resume();
    output.write(question);
  });
}
