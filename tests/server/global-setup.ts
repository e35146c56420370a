import { requireBuild } from "../support/processes";

/** The server tests run the production build: without it they stop at once, saying so. */
export default function setup() {
  requireBuild();
}
