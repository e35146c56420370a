import type { NextFunction, Request, Response } from "express";
import { sendStatusPage } from "./request-guards.server";

/**
 * At most `concurrency` requests are inside Remix at once; the rest wait in
 * line, and beyond `maxWaiting` (or after `maxWaitMs` in line) get a
 * translated 503 with Retry-After. Without it, a burst of a few hundred page
 * requests on two cores started every render at once, and those that passed
 * the render's abort timer ended as 500s.
 */
export function loadShedding({
  concurrency = 8,
  maxWaiting = 256,
  maxWaitMs = 10_000,
}: { concurrency?: number; maxWaiting?: number; maxWaitMs?: number } = {}) {
  let running = 0;
  const waiting: (() => void)[] = [];

  /** A finished request hands its place to the first in line, or frees it. */
  const handOn = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return (request: Request, response: Response, next: NextFunction) => {
    const run = () => {
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        handOn();
      };
      response.once("finish", finish);
      response.once("close", finish);
      next();
    };
    if (running < concurrency) {
      running++;
      return run();
    }
    if (waiting.length >= maxWaiting) return busy(request, response);
    const enter = () => {
      clearTimeout(timer);
      // The visitor left while waiting: the place goes to the next one. (Not
      // `request.destroyed`: a request whose body has been read is "destroyed".)
      if (request.socket.destroyed || response.writableEnded) return handOn();
      run();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(enter), 1);
      busy(request, response);
    }, maxWaitMs);
    waiting.push(enter);
  };
}

function busy(request: Request, response: Response) {
  response.set("Retry-After", "5");
  void sendStatusPage(request, response, 503, "error.busy");
}
